import { staffMessages } from '@colophon/domain';
import type { DomainEvent } from '@colophon/events';
import { describe, expect, it } from 'vitest';

import { given } from '../shared/givenWhenThen.ts';
import { type ImpersonationCommand, impersonationDecider } from './impersonation.ts';

const start: ImpersonationCommand = {
  type: 'StartImpersonation',
  impersonationId: 'i1',
  staffUserId: 'staff',
  targetUserId: 'ann',
  targetIsSuperuser: false,
  publisherIds: ['p1', 'p2'],
  ipAddress: '10.0.0.7',
  userAgent: 'Chromium',
  expiresAt: new Date('2026-05-01T13:00:00Z'),
};
const started: DomainEvent = {
  type: 'StaffImpersonationStarted',
  data: {
    impersonationId: 'i1',
    staffUserId: 'staff',
    targetUserId: 'ann',
    publisherIds: ['p1', 'p2'],
    ipAddress: '10.0.0.7',
    userAgent: 'Chromium',
    expiresAt: '2026-05-01T13:00:00.000Z',
  },
};
const ended: DomainEvent = {
  type: 'StaffImpersonationEnded',
  data: { impersonationId: 'i1', staffUserId: 'staff', targetUserId: 'ann', publisherIds: ['p1', 'p2'] },
};

describe('impersonation', () => {
  it('records who signed in as whom, for which publishers, from where and until when', () => {
    expect(given(impersonationDecider)(start)).toEqual([started]);
  });

  it('ends once, naming the same people and publishers', () => {
    expect(given(impersonationDecider, started)({ type: 'EndImpersonation' })).toEqual([ended]);
    expect(given(impersonationDecider, started, ended)({ type: 'EndImpersonation' })).toEqual([]);
    expect(given(impersonationDecider)({ type: 'EndImpersonation' })).toEqual([]);
  });

  it('refuses staff, oneself, and a user of no publisher', () => {
    expect(() => given(impersonationDecider)({ ...start, targetIsSuperuser: true })).toThrow(
      staffMessages.staffNotImpersonated,
    );
    expect(() => given(impersonationDecider)({ ...start, targetUserId: 'staff' })).toThrow(staffMessages.notYourself);
    expect(() => given(impersonationDecider)({ ...start, publisherIds: [] })).toThrow(staffMessages.noPublisher);
  });
});
