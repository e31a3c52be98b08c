// Why a calendar could not be read, in words for the person. None names the address (a secret),
// and none repeats anything from the file.

const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const feedMessages = {
  refused: 'The calendar’s address leads to a private or local network address, which is not allowed',
  notFound: 'The calendar’s server could not be found',
  unreachable: 'The calendar’s server could not be reached',
  timeout: 'The calendar’s server did not answer in time',
  tooLarge: 'The calendar is larger than 5 MB',
  tooManyRedirects: 'The calendar’s address redirects too many times',
  badRedirect: 'The calendar’s address redirects to an address that is not allowed',
  notCalendar: 'The address does not answer with a calendar (an iCalendar file)',
  httpStatus: (status: number) => `The calendar’s server answered with an error (HTTP ${status})`,
  unreadable: 'This calendar’s address can no longer be read here: remove it and add it again',
  tooComplex: 'The calendar is too complex to read',
  notModified: 'The calendar’s server answered “not modified” to a request that asked for the whole calendar',
  capped: (max: number) => `Only the first ${withThousands(max)} busy times of this calendar are used`,
  removed: 'Calendar subscription removed',
  notFoundSubscription: 'Calendar subscription not found',
} as const;

/** A feed that could not be read, with the reason the person sees. */
export class FeedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FeedError';
  }
}
