// SPDX-License-Identifier: GPL-2.0-or-later
#include "keychain_secret_store.h"

#include <QCoreApplication>

#ifdef INSPECTOR_HAVE_QTKEYCHAIN
#include <qt6keychain/keychain.h>
#endif

using namespace Qt::StringLiterals;

namespace {
const QString kService = u"conversation-inspector"_s;
const QString kUnavailable = u"this build has no keychain support (QtKeychain)"_s;
} // namespace

bool KeychainSecretStore::available()
{
#ifdef INSPECTOR_HAVE_QTKEYCHAIN
    return true;
#else
    return false;
#endif
}

void KeychainSecretStore::read(const QString &key, ReadDone done)
{
#ifdef INSPECTOR_HAVE_QTKEYCHAIN
    auto *job = new QKeychain::ReadPasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(key);
    QObject::connect(job, &QKeychain::Job::finished, job, [done](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (read->error() != QKeychain::NoError)
            done(false, QString(), read->errorString());
        else
            done(true, read->textData(), QString());
    });
    job->start();
#else
    Q_UNUSED(key);
    done(false, QString(), kUnavailable);
#endif
}

void KeychainSecretStore::write(const QString &key, const QString &secret, WriteDone done)
{
#ifdef INSPECTOR_HAVE_QTKEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(key);
    job->setTextData(secret);
    QObject::connect(job, &QKeychain::Job::finished, job, [done](QKeychain::Job *j) {
        done(j->error() == QKeychain::NoError,
            j->error() == QKeychain::NoError ? QString() : j->errorString());
    });
    job->start();
#else
    Q_UNUSED(key);
    Q_UNUSED(secret);
    done(false, kUnavailable);
#endif
}

void KeychainSecretStore::remove(const QString &key, WriteDone done)
{
#ifdef INSPECTOR_HAVE_QTKEYCHAIN
    auto *job = new QKeychain::DeletePasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(key);
    QObject::connect(job, &QKeychain::Job::finished, job, [done](QKeychain::Job *j) {
        done(j->error() == QKeychain::NoError,
            j->error() == QKeychain::NoError ? QString() : j->errorString());
    });
    job->start();
#else
    Q_UNUSED(key);
    done(false, kUnavailable);
#endif
}

QString KeychainSecretStore::kindId() const
{
    return u"keychain"_s;
}
