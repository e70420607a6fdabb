// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <functional>

/// Where a pasted token is kept between runs: the system keychain (KeychainSecretStore) or
/// memory (MemorySecretStore, tests and machines without a keychain). Asynchronous; callbacks
/// run on the caller's thread. Never QSettings, never a file of ours. Owned by whoever created
/// it (the window, a test); it must outlive the TokenSource that uses it.
class SecretStore
{
public:
    using ReadDone = std::function<void(bool ok, const QString &secret, const QString &error)>;
    using WriteDone = std::function<void(bool ok, const QString &error)>;

    virtual ~SecretStore();
    virtual void read(const QString &key, ReadDone done) = 0;
    virtual void write(const QString &key, const QString &secret, WriteDone done) = 0;
    virtual void remove(const QString &key, WriteDone done) = 0;
    /// A short name for the settings page ("system keychain", "memory").
    virtual QString kindId() const = 0;
};
