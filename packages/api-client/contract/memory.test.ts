import { defineContractSuite } from './cases';
import { memoryHarness } from './memoryHarness';

defineContractSuite('memory twin', async () => memoryHarness());
