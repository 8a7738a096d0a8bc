import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  invitationIn,
  inviteLink,
  newCode,
  normalizeCode,
  parsePeerServer,
  peerId,
} from '../../src/element/online/invitation.js';

describe('invitations to play online', () => {
  it('draws six-letter codes without look-alike letters, each letter about as likely as another', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const code = newCode();
      assert.match(code, /^[a-hjkmnp-z2-9]{6}$/);
      for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    assert.equal(counts.size, 31);
    // 12,000 letters over 31: about 387 each; a bias of the first letters would show far beyond this.
    for (const [c, n] of counts) assert.ok(n > 280 && n < 500, `${c}: ${n}`);
  });

  it('reads a typed code whatever its case, spaces and dashes, and refuses what cannot be one', () => {
    assert.equal(normalizeCode(' K7M-2QP '), 'k7m2qp');
    assert.equal(normalizeCode('k7m 2qp'), 'k7m2qp');
    for (const bad of ['', 'k7m2q', 'k7m2qpp', 'k7m2q0', 'k7m2ql', 'k7m2q!'])
      assert.equal(normalizeCode(bad), null, bad);
  });

  it('puts the invitation in the page address and reads it back for the right tag', () => {
    const invitation = { tag: 'reversi-board', code: 'k7m2qp' };
    const link = inviteLink('https://blog.example/post?x=1#comments', invitation);
    assert.equal(link, 'https://blog.example/post?x=1#bge-join=reversi-board-k7m2qp');
    assert.deepEqual(invitationIn(new URL(link).hash), invitation);
    assert.deepEqual(invitationIn('#bge-join=lines-of-action-board-K7M2QP'), {
      tag: 'lines-of-action-board',
      code: 'k7m2qp',
    });
    for (const bad of [
      '',
      '#moves=d3',
      '#bge-join=reversi-board',
      '#bge-join=reversi-k7m2qp',
      '#bge-join=reversi-board-k7m2q0',
      '#bge-join=<script>-board-k7m2qp',
    ]) {
      assert.equal(invitationIn(bad), null, bad);
    }
    assert.equal(peerId(invitation), 'bge-reversi-board-k7m2qp');
  });

  it('reads online-server as a URL, with TLS from the scheme and default ports', () => {
    assert.deepEqual(parsePeerServer('https://peer.example.org:9000/myapp'), {
      host: 'peer.example.org',
      port: 9000,
      path: '/myapp',
      secure: true,
    });
    assert.deepEqual(parsePeerServer('http://127.0.0.1/'), { host: '127.0.0.1', port: 80, path: '/', secure: false });
    assert.deepEqual(parsePeerServer('wss://peer.example.org'), {
      host: 'peer.example.org',
      port: 443,
      path: '/',
      secure: true,
    });
    for (const bad of ['peer.example.org', 'ftp://peer.example.org', '', 'https://'])
      assert.equal(parsePeerServer(bad), null, bad);
  });
});
