import { describeMeasurementContract } from './measurement-contract';
import { onBothEngines } from './on-both-engines';

jest.setTimeout(30_000);

onBothEngines('measurement', describeMeasurementContract);
