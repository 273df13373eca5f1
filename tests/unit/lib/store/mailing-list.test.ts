import { describeMailingListContract } from './mailing-list-contract';
import { onBothEngines } from './on-both-engines';

jest.setTimeout(30_000);

onBothEngines('mailing-list', describeMailingListContract);
