/** A publisher user's role, least privileged last. */
export const roleNames = ['owner', 'admin', 'member'] as const;
export type RoleName = (typeof roleNames)[number];

/**
 * The spec's auth groups (`GET /api/auth_groups/`): what an invitation may grant, by number. The
 * invite form's default '2' is Member: an invitee gets the least until an admin gives more.
 */
export const authGroups = [
  { id: 2, name: 'member', label: 'Member' },
  { id: 3, name: 'admin', label: 'Admin' },
] as const satisfies readonly { id: number; name: RoleName; label: string }[];
export const defaultInviteGroup = 2;

export const roleLabels: Record<RoleName, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

/** A role as a request names it: a role name or an auth group's number ('2'). */
export function roleFromRequest(value: unknown): RoleName | null {
  const given = typeof value === 'string' || typeof value === 'number' ? String(value) : String(defaultInviteGroup);
  const text = given.trim().toLowerCase();
  const group = authGroups.find((candidate) => String(candidate.id) === text || candidate.name === text);
  return group?.name ?? null;
}
