// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "secret_store.h"

/// A SecretStore over the system keychain through QtKeychain (Secret Service, KWallet, macOS
/// Keychain, Windows Credential Manager), service "conversation-inspector". Only built when
/// QtKeychain is available (available() says so); headless machines usually have no secret
/// service, and jobs then fail with an error. Owned by its creator.
class KeychainSecretStore : public SecretStore
{
public:
    /// Whether this build has QtKeychain.
    static bool available();
    void read(const QString &key, ReadDone done) override;
    void write(const QString &key, const QString &secret, WriteDone done) override;
    void remove(const QString &key, WriteDone done) override;
    QString kindId() const override;
};
