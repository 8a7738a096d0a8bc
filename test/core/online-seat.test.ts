import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { fromHex, hmacSha256, sha256, toHex } from '../../src/core/hmac.js';
import {
  type ChallengeMessage,
  FriendHandshake,
  InviterHandshake,
  type KnockMessage,
  decodeSeatMessage,
  newSecret,
  seatProof,
} from '../../src/core/online-seat.js';

const text = (s: string) => new TextEncoder().encode(s);
/** One handshake over a perfect channel; returns both sides' outcomes. */
function handshake(inviterSecret: string | null, friendSecret: string | null) {
  const inviter = new InviterHandshake(inviterSecret);
  const friend = new FriendHandshake(friendSecret);
  const knock = friend.knock(inviter.challenge);
  const answer = inviter.answer(knock);
  return { knock, answer, friend: friend.settle(answer.reply) };
}

describe('HMAC-SHA-256', () => {
  it('gives the published digests (FIPS 180-4 and RFC 4231 vectors)', () => {
    assert.equal(toHex(sha256(text('abc'))), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(toHex(sha256(text(''))), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(
      toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    assert.equal(
      toHex(hmacSha256(fromHex('0b'.repeat(20)), text('Hi There'))),
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
    assert.equal(
      toHex(hmacSha256(text('Jefe'), text('what do ya want for nothing?'))),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    // RFC 4231 case 6: a key longer than the block is hashed first.
    assert.equal(
      toHex(hmacSha256(fromHex('aa'.repeat(131)), text('Test Using Larger Than Block-Size Key - Hash Key First'))),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it("agrees with Node's own HMAC on every message length across the block edges", () => {
    for (const n of [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 1000]) {
      const data = new Uint8Array(n).map((_, i) => (i * 31 + 7) & 255);
      for (const k of [0, 32, 64, 65]) {
        const key = new Uint8Array(k).map((_, i) => i);
        assert.equal(
          toHex(hmacSha256(key, data)),
          createHmac('sha256', key).update(data).digest('hex'),
          `message ${n}, key ${k}`,
        );
      }
    }
  });
});

describe('the seats of an online game', () => {
  it('gives the first friend a new secret, which both keep', () => {
    const { knock, answer, friend } = handshake(null, null);
    assert.equal(knock.proof, undefined);
    assert.ok(answer.seated && answer.bound);
    assert.ok(friend.seated && friend.bound);
    assert.equal(friend.secret, answer.secret);
    assert.match(friend.secret, /^[0-9a-f]{64}$/);
  });

  it('seats the friend again on every later connection by proof, without sending the secret', () => {
    const secret = newSecret();
    const { knock, answer, friend } = handshake(secret, secret);
    assert.ok(answer.seated && !answer.bound);
    assert.deepEqual(friend, { seated: true, secret, bound: false });
    assert.ok(
      !JSON.stringify([knock, answer.reply]).includes(secret),
      'the secret never travels after the first connection',
    );
  });

  it('turns away a third browser that has the code but no secret, or the wrong one', () => {
    const secret = newSecret();
    for (const stranger of [null, newSecret()]) {
      const { answer, friend } = handshake(secret, stranger);
      assert.deepEqual(answer, { seated: false, reply: { type: 'full' } });
      assert.deepEqual(friend, { seated: false, reason: 'full' });
    }
  });

  it('takes no proof it cannot check, and no proof made for another connection or role', () => {
    const secret = newSecret();
    // A knock that claims a seat the inviter never gave (it has no secret yet) takes no seat.
    const claim = new InviterHandshake(null).answer({ type: 'knock', nonce: '0'.repeat(32), proof: '1'.repeat(64) });
    assert.equal(claim.seated, false);
    // A proof that passed on one connection is worth nothing on the next (the inviter's nonce is new).
    const first = new InviterHandshake(secret);
    const friend = new FriendHandshake(secret);
    const knock = friend.knock(first.challenge);
    assert.equal(first.answer(knock).seated, true);
    assert.equal(new InviterHandshake(secret).answer(knock).seated, false, 'a replayed knock');
    // The inviter's proof sent back as the friend's does not pass.
    const inviter = new InviterHandshake(secret);
    const nonce = 'ab'.repeat(16);
    const mirrored: KnockMessage = {
      type: 'knock',
      nonce,
      proof: seatProof(secret, 'inviter', inviter.challenge.nonce, nonce),
    };
    assert.equal(inviter.answer(mirrored).seated, false);
  });

  it("lets the friend refuse a board that took the inviter's id but cannot prove the secret", () => {
    const secret = newSecret();
    const challenge: ChallengeMessage = { type: 'challenge', nonce: 'cd'.repeat(16) };
    // An impostor offers a fresh secret, or a proof made with another secret, or answers before any challenge.
    const fresh = new FriendHandshake(secret);
    fresh.knock(challenge);
    assert.deepEqual(fresh.settle({ type: 'welcome', secret: newSecret() }), { seated: false, reason: 'impostor' });
    const wrong = new FriendHandshake(secret);
    const knock = wrong.knock(challenge);
    assert.deepEqual(
      wrong.settle({ type: 'welcome', proof: seatProof(newSecret(), 'inviter', challenge.nonce, knock.nonce) }),
      { seated: false, reason: 'impostor' },
    );
    assert.deepEqual(new FriendHandshake(null).settle({ type: 'welcome', secret: newSecret() }), {
      seated: false,
      reason: 'impostor',
    });
    assert.deepEqual(new FriendHandshake(null).settle({ type: 'welcome', proof: '0'.repeat(64) }), {
      seated: false,
      reason: 'impostor',
    });
  });

  it('reads handshake messages defensively', () => {
    const nonce = 'ef'.repeat(16);
    assert.deepEqual(decodeSeatMessage(JSON.stringify({ type: 'challenge', nonce })), { type: 'challenge', nonce });
    assert.deepEqual(decodeSeatMessage(JSON.stringify({ type: 'knock', nonce, extra: 1 })), { type: 'knock', nonce });
    assert.deepEqual(decodeSeatMessage('{"type":"full"}'), { type: 'full' });
    for (const bad of [
      42,
      'null',
      '[]',
      '{"type":',
      JSON.stringify({ type: 'challenge', nonce: 'xyz' }),
      JSON.stringify({ type: 'challenge', nonce: nonce.toUpperCase() }),
      JSON.stringify({ type: 'knock', nonce, proof: 'short' }),
      JSON.stringify({ type: 'welcome' }),
      JSON.stringify({ type: 'welcome', secret: newSecret(), proof: newSecret() }),
      JSON.stringify({ type: 'welcome', secret: { length: 64 } }),
      JSON.stringify({ type: 'hello', version: 1 }),
      JSON.stringify({ type: 'knock', nonce, pad: 'x'.repeat(1000) }),
      JSON.stringify({ __proto__: { type: 'full' } }),
    ]) {
      assert.equal(decodeSeatMessage(bad), null, String(bad));
    }
  });
});
