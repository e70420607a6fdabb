// SPDX-License-Identifier: GPL-2.0-or-later
#include "memory_secret_store.h"

using namespace Qt::StringLiterals;

void MemorySecretStore::read(const QString &key, ReadDone done)
{
    ++m_reads;
    const auto it = m_secrets.constFind(key);
    if (it == m_secrets.cend())
        done(false, QString(), u"no secret stored under this key"_s);
    else
        done(true, *it, QString());
}

void MemorySecretStore::write(const QString &key, const QString &secret, WriteDone done)
{
    m_secrets.insert(key, secret);
    done(true, QString());
}

void MemorySecretStore::remove(const QString &key, WriteDone done)
{
    m_secrets.remove(key);
    done(true, QString());
}

QString MemorySecretStore::kindId() const
{
    return u"memory"_s;
}
