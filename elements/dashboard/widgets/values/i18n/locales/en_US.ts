/** English (United States): the value, card, gauge and alarm widgets' messages, the reference every other language is checked against. */
export default {};
