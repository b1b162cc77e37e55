// Browser tests run under mocha (web-test-runner), which provides describe/it as globals.
/// <reference types="mocha" />
