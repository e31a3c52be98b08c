// The users the friend calls deal with, read by id, email or phone: only the fields they need.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

const personColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  phone_number: users.phone_number,
  referral_code: users.referral_code,
};

export type Person = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  referral_code: string;
};

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;

export function createPeopleRepository(db: Db) {
  async function findOne(condition: ReturnType<typeof eq>): Promise<Person | null> {
    const [person] = await db.select(personColumns).from(users).where(condition).limit(1);
    return person ?? null;
  }
  return {
    findById: (id: string) => findOne(eq(users.id, id)),
    /** Emails are stored lower-cased and phones in E.164, the forms the request schemas produce. */
    findByEmail: (email: string) => findOne(eq(users.email, email)),
    findByPhone: (phone: string) => findOne(eq(users.phone_number, phone)),
  };
}
