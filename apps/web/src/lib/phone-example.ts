// The example number in phone fields. It must pass the form's own check (a real North American
// number: area and exchange codes never start with 0 or 1, and 555-0100–0199 are reserved for
// fiction), or people who type the example are told it is not a valid number.
export const PHONE_EXAMPLE = '201-555-0123';
