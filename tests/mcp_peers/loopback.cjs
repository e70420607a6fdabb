// SPDX-License-Identifier: GPL-2.0-or-later
// Preloaded with `node -r ./loopback.cjs ...`: a server that calls listen(port) without a host
// (server-everything does) is bound to 127.0.0.1 only, and the port it got is printed as
// "LISTENING <port>" so that a test can start it on port 0 and read where it listens.
const net = require('net');
const original = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const callback = args.find((a) => typeof a === 'function');
  this.once('listening', () => {
    const address = this.address();
    if (address && typeof address === 'object') console.log(`LISTENING ${address.port}`);
  });
  if (typeof args[0] === 'number' || (typeof args[0] === 'string' && /^\d+$/.test(args[0]))) {
    return original.call(this, { port: Number(args[0]), host: '127.0.0.1' }, callback);
  }
  if (args[0] && typeof args[0] === 'object' && !args[0].path) {
    return original.call(this, { ...args[0], host: '127.0.0.1' }, callback);
  }
  return original.apply(this, args);
};
