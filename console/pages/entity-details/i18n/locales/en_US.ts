/** English (United States): the entity details pages' messages, the reference every other language is checked against. */
export default {};
