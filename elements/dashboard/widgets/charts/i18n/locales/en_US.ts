/** English (United States): the chart widgets' messages, the reference every other language is checked against. */
export default {};
