/** English (United States): the custom widget sandbox's messages, the reference every other language is checked against. */
export default {};
