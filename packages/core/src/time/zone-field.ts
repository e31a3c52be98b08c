// A time zone as a request gives it: an IANA name this runtime knows.
import { z } from 'zod';
import { isValidTimeZone } from './zones';

export const timeZoneField = z.string().max(64).refine(isValidTimeZone, 'Please choose a valid time zone');
