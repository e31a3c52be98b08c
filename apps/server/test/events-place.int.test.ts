// A venue without an address (OpenStreetMap venues often lack addr:* tags): the .ics carries its
// position as GEO and a LOCATION a map opens, the invitation mail says where it is and links a map,
// and the bell's invitation carries the address and position for its card (behaviour.md "Where an
// event is").
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import type { RegisteredUser } from './helpers/factories';
import { categoryIds, circle, createEvent, eventPayload, eventsOf } from './helpers/events';
import { unifiedOf } from './helpers/bell';
import { waitForMail } from './helpers/mail';

let ctx: TestContext;
let eventCategory: number;
let owner: RegisteredUser;
let guest: RegisteredUser;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
  const people = await circle(ctx, 1);
  [owner, guest] = [people.owner, people.friends[0]!];
  eventCategory = (await categoryIds(ctx, owner)).Event!;
});
afterAll(() => ctx.close());

const frank = { location: "Frank's Trattoria", location_address: null, latitude: 40.7128, longitude: -74.006 };

async function icsEventOf(id: string): Promise<ICAL.Component> {
  const response = await eventsOf(ctx, owner).ics(id);
  expect(response.statusCode, response.body).toBe(200);
  return new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!;
}

describe('a venue without an address', () => {
  it('gives the .ics a GEO property and a LOCATION with the position', async () => {
    const created = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { ...frank, participant_ids: [guest.user.id] }),
    );
    const vevent = await icsEventOf(created.id);
    expect(vevent.getFirstPropertyValue('geo')).toEqual([40.7128, -74.006]);
    expect(vevent.getFirstPropertyValue('location')).toBe("Frank's Trattoria, 40.7128,-74.006");
  });

  it('says where it is in the invitation mail, with a map link', async () => {
    const title = `Pasta at Frank's ${Date.now()}`;
    await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { ...frank, title, participant_ids: [guest.user.id] }),
    );
    const mail = await waitForMail(ctx, guest.user.email, title);
    expect(mail.text).toContain("Where: Frank's Trattoria, near 40.7128, -74.0060");
    expect(mail.text).toContain('Map: https://www.openstreetmap.org/?mlat=40.7128&mlon=-74.006#map=17/40.7128/-74.006');
    expect(mail.html).toContain(
      'href="https://www.openstreetmap.org/?mlat=40.7128&amp;mlon=-74.006#map=17/40.7128/-74.006"',
    );
  });

  it("hands the bell's invitation the address and the position", async () => {
    const title = `Bell at Frank's ${Date.now()}`;
    const created = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { ...frank, title, participant_ids: [guest.user.id] }),
    );
    const invitation = (await unifiedOf(ctx, guest)).pending_event_invitations.find((item) => item.id === created.id);
    expect(invitation).toMatchObject({
      location: "Frank's Trattoria",
      location_address: null,
      latitude: 40.7128,
      longitude: -74.006,
    });
  });
});

describe('a place with an address', () => {
  it('keeps name and address in the .ics, and a GEO when the position is known', async () => {
    const created = await createEvent(
      ctx,
      owner,
      eventPayload(ctx, eventCategory, { latitude: 40.7155, longitude: -73.997 }),
    );
    const vevent = await icsEventOf(created.id);
    expect(vevent.getFirstPropertyValue('location')).toBe('Lucia, 12 Mott St, New York, NY 10013');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([40.7155, -73.997]);
  });

  it('has no GEO without a position', async () => {
    const created = await createEvent(ctx, owner, eventPayload(ctx, eventCategory));
    expect((await icsEventOf(created.id)).getFirstProperty('geo')).toBeNull();
  });
});
