// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "secret_store.h"

#include <QHash>

/// A SecretStore that keeps secrets in memory only (tests; a session without a keychain).
/// Callbacks run at once. Owned by its creator.
class MemorySecretStore : public SecretStore
{
public:
    void read(const QString &key, ReadDone done) override;
    void write(const QString &key, const QString &secret, WriteDone done) override;
    void remove(const QString &key, WriteDone done) override;
    QString kindId() const override;
    int readCount() const { return m_reads; }

private:
    QHash<QString, QString> m_secrets;
    int m_reads = 0;
};
