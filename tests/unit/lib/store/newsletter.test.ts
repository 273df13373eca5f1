import { describeNewsletterContract } from './newsletter-contract';
import { onBothEngines } from './on-both-engines';

jest.setTimeout(30_000);

onBothEngines('newsletter', describeNewsletterContract);
