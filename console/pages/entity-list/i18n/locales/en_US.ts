/** English (United States): the entity list pages' messages, the reference every other language is checked against. */
export default {};
