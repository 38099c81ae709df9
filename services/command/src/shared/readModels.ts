import type { Knex } from 'knex';

/** The few read-model facts commands consult; everything they decide on comes from streams. */
export async function userDisplayName(db: Knex, userId: string | null): Promise<string> {
  const user = userId ? await db('users').where({ id: userId }).first('first_name', 'last_name', 'email') : null;
  if (!user) return 'Someone else';
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (${user.email})` : user.email;
}
