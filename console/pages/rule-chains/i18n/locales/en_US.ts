/** English (United States): the `rulechains` namespace's messages, the reference every other language is checked against. */
export default {
  add: {
    button: 'Add rule chain',
    title: 'Add rule chain',
    'edge-title': 'Add edge rule chain',
    debug: 'Debug mode',
    'debug-hint': 'Every node of the chain keeps the messages it receives and sends as debug events.',
    added: 'Rule chain {{name}} added.',
  },
  import: {
    button: 'Import rule chain',
    title: 'Import rule chain',
    'edge-title': 'Import edge rule chain',
    hint: 'A rule chain exported with Export JSON: the chain with its nodes and connections.',
    summary: '{{name}} · nodes: {{nodes}}, connections: {{connections}}',
    imported: 'Rule chain {{name}} imported.',
    'not-rule-chain': 'This JSON is not a rule chain export: it needs a ruleChain with a name, and the chain’s metadata.',
    'wrong-type-EDGE': 'This is an edge rule chain. Import it under Edge management, on Rule chain templates.',
    'wrong-type-CORE': 'This is a core rule chain. Import it on the Rule chains page.',
    'bad-node': 'Node {{index}} has no type or no name.',
    'bad-connection': 'Connection {{index}} links nodes the file does not have (it has {{count}} nodes).',
    'bad-first-node': 'The first node is not one of the {{count}} nodes of the file.',
    'nodes-refused': 'The nodes and connections were refused, so the rule chain was not kept.',
    'nodes-refused-kept': 'The nodes and connections were refused, and the empty rule chain could not be deleted. Delete it from the list.',
  },
  column: {
    'edge-root': 'Edge template root',
    'auto-assign': 'Assigned to new edges',
  },
  action: {
    'set-edge-root': 'Make edge template root',
    'auto-assign': 'Assign to new edges',
    'stop-auto-assign': 'Stop assigning to new edges',
  },
  notice: {
    'edge-root-set': 'Made the edge template root rule chain.',
    'auto-assign-set': 'New edges get this rule chain.',
    'auto-assign-unset': 'New edges no longer get this rule chain.',
  },
};
