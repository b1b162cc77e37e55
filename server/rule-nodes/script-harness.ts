/**
 * Source of the function that runs inside the sandbox around a user script. Everything that
 * touches values the script produced (result checks, error descriptions, JSON output) happens in
 * here, under the time limit, and the host only ever receives one JSON text.
 */
export const HARNESS_SOURCE = String.raw`(function (payloadText, userFn) {
  var parse = JSON.parse, stringify = JSON.stringify, isArray = Array.isArray, keys = Object.keys, toText = String;
  function where(e) {
    try {
      var m = typeof e.stack === 'string' ? /script\.js:(\d+)(?::(\d+))?/.exec(e.stack) : null;
      return m ? ' (line ' + m[1] + (m[2] ? ', column ' + m[2] : '') + ')' : '';
    } catch (_) { return ''; }
  }
  function describe(e) {
    try {
      if (e !== null && typeof e === 'object' && typeof e.message === 'string') {
        var name = typeof e.name === 'string' && e.name ? e.name : 'Error';
        return name + ': ' + e.message + where(e);
      }
      return 'Uncaught ' + toText(e);
    } catch (_) { return 'The script threw a value that cannot be described'; }
  }
  function kind(v) { return v === null ? 'null' : isArray(v) ? 'array' : typeof v; }
  function wrong(v, expected) { return new TypeError('Wrong result type: ' + kind(v) + ' (expected ' + expected + ')'); }
  function text(v) { return typeof v === 'string' ? v : stringify(v); }
  function metadataOf(v, fallback) {
    if (v === undefined) return fallback;
    if (v === null || typeof v !== 'object' || isArray(v)) throw wrong(v, 'an object as metadata');
    var out = {};
    keys(v).forEach(function (k) { if (v[k] !== null && v[k] !== undefined) out[k] = text(v[k]); });
    return out;
  }
  function message(v, input) {
    if (v === null || typeof v !== 'object' || isArray(v)) throw wrong(v, 'an object with msg, metadata and msgType');
    var out = {};
    out.msg = v.msg !== undefined ? parse(stringify(v.msg)) : parse(input.msg);
    out.metadata = metadataOf(v.metadata, input.metadata);
    out.msgType = typeof v.msgType === 'string' && v.msgType !== '' ? v.msgType : input.msgType;
    return stringify(out);
  }
  var finish = {
    update: message,
    generate: message,
    filter: function (v) { if (typeof v !== 'boolean') throw wrong(v, 'boolean'); return v ? 'true' : 'false'; },
    'switch': function (v) {
      var list = typeof v === 'string' ? [v] : v;
      if (!isArray(list)) throw wrong(v, 'an array of strings');
      var seen = [];
      list.forEach(function (s) { if (typeof s !== 'string') throw wrong(s, 'string items'); if (seen.indexOf(s) < 0) seen.push(s); });
      return stringify(seen);
    },
    json: function (v) { var t = stringify(v); return t === undefined ? 'null' : t; },
    string: function (v) { if (typeof v !== 'string') throw wrong(v, 'string'); return v; }
  };
  var input = parse(payloadText);
  var msg;
  try { msg = parse(input.msg); } catch (e) { return stringify({ error: 'Invalid message JSON: ' + describe(e) }); }
  var result;
  try { result = userFn(msg, input.metadata, input.msgType); } catch (e) { return stringify({ error: describe(e) }); }
  try { return stringify({ output: finish[input.scriptType](result, input) }); } catch (e) { return stringify({ error: describe(e) }); }
})`;
