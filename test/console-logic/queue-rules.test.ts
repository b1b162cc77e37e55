import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  defaultTopic, NEW_QUEUE, PROCESSING_STRATEGY_TYPES, queueFormErrors, queueFormOf, queueFormValid, queuePath, queueWithForm, SUBMIT_STRATEGY_TYPES, type QueueForm,
} from '../../console/pages/queues/queue-form.logic.js';

const form = (changes: Partial<QueueForm> = {}): QueueForm => ({ ...queueFormOf({ ...NEW_QUEUE, name: 'Telemetry' }), ...changes });
const errorKeys = (changes: Partial<QueueForm>) => Object.fromEntries(Object.entries(queueFormErrors(form(changes))).map(([field, error]) => [field, error.key]));

describe('shared-controls §3: queue strategies', () => {
  it('lists the five submit and six processing strategies', () => {
    assert.deepEqual([...SUBMIT_STRATEGY_TYPES], ['SEQUENTIAL_BY_ORIGINATOR', 'SEQUENTIAL_BY_TENANT', 'SEQUENTIAL', 'BURST', 'BATCH']);
    assert.deepEqual([...PROCESSING_STRATEGY_TYPES], ['RETRY_FAILED_AND_TIMED_OUT', 'SKIP_ALL_FAILURES', 'SKIP_ALL_FAILURES_AND_TIMED_OUT', 'RETRY_ALL', 'RETRY_FAILED', 'RETRY_TIMED_OUT']);
  });
});

describe('queue form', () => {
  it('starts a new queue with the Main queue’s settings', () => {
    assert.deepEqual(queueFormOf(NEW_QUEUE), {
      name: '', topic: '', pollInterval: '25', partitions: '10', consumerPerPartition: true, packProcessingTimeout: '2000', submitType: 'BURST', batchSize: '1000',
      processingType: 'SKIP_ALL_FAILURES', retries: '3', failurePercentage: '0', pauseBetweenRetries: '3', maxPauseBetweenRetries: '3', description: '',
    });
    assert.equal(queueFormValid(form()), true);
  });

  it('needs a name of at most 255 ASCII letters, digits, dots, underscores and dashes, and checks a topic the same way', () => {
    assert.deepEqual(errorKeys({ name: ' ' }), { name: 'queues:form.name-required' });
    assert.deepEqual(queueFormErrors(form({ name: 'q'.repeat(256) })).name, { key: 'queues:form.name-max', values: { max: 255 } });
    assert.deepEqual(errorKeys({ name: 'Main queue' }), { name: 'queues:form.name-chars' });
    assert.deepEqual(errorKeys({ name: 'main.q_1-x' }), {});
    assert.deepEqual(errorKeys({ topic: 'tb rule engine' }), { topic: 'queues:form.topic-chars' });
    assert.deepEqual(errorKeys({ topic: '' }), {});
  });

  it('needs whole numbers of at least 1 for polling and the batch size (only for BATCH), of at least 0 for retries and pauses', () => {
    assert.deepEqual(errorKeys({ pollInterval: '0', partitions: '1.5', packProcessingTimeout: 'abc' }), {
      pollInterval: 'queues:form.min-1', partitions: 'queues:form.min-1', packProcessingTimeout: 'queues:form.min-1',
    });
    assert.deepEqual(errorKeys({ batchSize: '0' }), {});
    assert.deepEqual(errorKeys({ submitType: 'BATCH', batchSize: '0' }), { batchSize: 'queues:form.min-1' });
    assert.deepEqual(errorKeys({ retries: '0', pauseBetweenRetries: '0', maxPauseBetweenRetries: '0' }), {});
    assert.deepEqual(errorKeys({ retries: '-1' }), { retries: 'queues:form.min-0' });
  });

  it('needs a failure percentage from 0 to 100 and a longest pause not under the pause', () => {
    assert.deepEqual(errorKeys({ failurePercentage: '100' }), {});
    assert.deepEqual(errorKeys({ failurePercentage: '12.5' }), {});
    assert.deepEqual(errorKeys({ failurePercentage: '100.1' }), { failurePercentage: 'queues:form.percentage' });
    assert.deepEqual(errorKeys({ pauseBetweenRetries: '5', maxPauseBetweenRetries: '4' }), { maxPauseBetweenRetries: 'queues:form.max-pause' });
  });

  it('saves the typed numbers as numbers, a blank topic as none, the description in the additional info, other fields kept', () => {
    const saved = { ...NEW_QUEUE, id: { entityType: 'QUEUE', id: 'q1' }, name: 'Telemetry', topic: 'tb_rule_engine.telemetry', additionalInfo: { description: 'old', owner: 'ops' } };
    const next = queueWithForm(saved, { ...queueFormOf(saved), topic: ' ', partitions: '4', submitType: 'BATCH', batchSize: '50', failurePercentage: '12.5', description: '' });
    assert.deepEqual(next.id, saved.id);
    assert.equal(next.topic, null);
    assert.equal(next.partitions, 4);
    assert.deepEqual(next.submitStrategy, { type: 'BATCH', batchSize: 50 });
    assert.deepEqual(next.processingStrategy, { type: 'SKIP_ALL_FAILURES', retries: 3, failurePercentage: 12.5, pauseBetweenRetries: 3, maxPauseBetweenRetries: 3 });
    assert.deepEqual(next.additionalInfo, { owner: 'ops' });
    assert.deepEqual(queueWithForm(NEW_QUEUE, form({ description: ' Fast ' })).additionalInfo, { description: 'Fast' });
  });

  it('names the topic the server makes from a name, and a queue’s address', () => {
    assert.equal(defaultTopic(' HighPriority '), 'tb_rule_engine.highpriority');
    assert.equal(queuePath('q 1'), '/settings/queues/q%201');
  });
});
