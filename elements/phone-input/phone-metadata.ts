// The full ("max") metadata validates numbers against each country's number patterns; the "min" set only
// checks lengths, which would make "valid" mean little more than "possible".
import metadata from 'libphonenumber-js/metadata.max.json';

/** Phone numbering metadata of every country, as libphonenumber-js needs it. */
export const PHONE_METADATA = metadata;
