import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenariosAt } from './scenarios';

const names = (size: number) => scenariosAt(SCENARIOS, size).map((scenario) => scenario.name);

describe('the scenarios measured at each size', () => {
  it('are all of them up to 100,000 biodatas', () => {
    expect(names(10_000)).toEqual(SCENARIOS.map((scenario) => scenario.name));
    expect(names(100_000)).toContain('all-data');
  });

  it('leave out the whole-table download at 1,000,000, whose answer no load tool run can hold', () => {
    expect(names(1_000_000)).toEqual(
      SCENARIOS.map((scenario) => scenario.name).filter((name) => name !== 'all-data'),
    );
  });
});
