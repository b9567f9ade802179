import { describe, expect, it } from 'vitest';
import { coachingTools } from '@lifewheel/content/coaching-tools';
import { DEFAULT_DOMAIN_IDS } from '@lifewheel/wheel';
import { groupByPrimaryDomain } from './tool-groups.js';

describe('coaching tool groups', () => {
  it('lists every tool once, under its primary domain, in wheel order', () => {
    const groups = groupByPrimaryDomain(coachingTools);
    expect(groups.map((group) => group.domainId)).toEqual([...DEFAULT_DOMAIN_IDS]);
    expect(groups.flatMap((group) => group.tools)).toEqual([...coachingTools]);
    for (const group of groups) for (const tool of group.tools) expect(tool.domains[0]).toBe(group.domainId);
  });

  it('leaves out a domain without tools', () => {
    const groups = groupByPrimaryDomain(coachingTools.filter((tool) => tool.domains[0] !== 'family'));
    expect(groups.map((group) => group.domainId)).not.toContain('family');
  });
});
