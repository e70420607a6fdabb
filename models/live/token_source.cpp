// SPDX-License-Identifier: GPL-2.0-or-later
#include "token_source.h"

#include "mcp_log_record.h"
#include "secret_store.h"

#include <QProcess>

using namespace Qt::StringLiterals;

QString TokenSource::defaultCommand()
{
    return u"gcloud auth print-access-token"_s;
}

QString TokenSource::environmentVariable()
{
    return u"CONVERSATION_INSPECTOR_TOKEN"_s;
}

TokenSource::TokenSource(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (!m_process)
            return;
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
        m_process->deleteLater();
        m_process = nullptr;
        fail(makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The token command \"%1\" did not finish within %2 s."),
            {description(), QString::number(m_timeoutMs / 1000)}));
    });
}

TokenSource::~TokenSource()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
        delete m_process;
    }
}

void TokenSource::setNone()
{
    invalidate();
    ++m_generation;
    m_mode = Mode::None;
}

QStringList TokenSource::splitCommand(const QString &commandLine, bool *ok)
{
    QStringList words;
    QString word;
    bool inWord = false;
    enum class Quote { None, Single, Double } quote = Quote::None;
    for (qsizetype i = 0; i < commandLine.size(); ++i) {
        const QChar c = commandLine.at(i);
        if (quote == Quote::Single) {
            if (c == u'\'')
                quote = Quote::None;
            else
                word += c;
            continue;
        }
        if (quote == Quote::Double) {
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && i + 1 < commandLine.size()
                && (commandLine.at(i + 1) == u'"' || commandLine.at(i + 1) == u'\\')) {
                word += commandLine.at(++i);
            } else {
                word += c;
            }
            continue;
        }
        if (c == u' ' || c == u'\t' || c == u'\n') {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
            continue;
        }
        inWord = true;
        if (c == u'\'')
            quote = Quote::Single;
        else if (c == u'"')
            quote = Quote::Double;
        else if (c == u'\\' && i + 1 < commandLine.size())
            word += commandLine.at(++i);
        else
            word += c;
    }
    if (inWord)
        words << word;
    if (ok)
        *ok = quote == Quote::None;
    return words;
}

bool TokenSource::setCommand(const QString &commandLine)
{
    bool ok = false;
    QStringList parts = splitCommand(commandLine, &ok);
    if (!ok || parts.isEmpty())
        return false;
    const QString program = parts.takeFirst();
    setProgram(program, parts);
    return true;
}

void TokenSource::setProgram(const QString &program, const QStringList &arguments)
{
    invalidate();
    ++m_generation;
    m_mode = Mode::Command;
    m_program = program;
    m_arguments = arguments;
}

void TokenSource::setEnvironment(const QString &variable)
{
    invalidate();
    ++m_generation;
    m_mode = Mode::Environment;
    m_variable = variable;
}

void TokenSource::setStored(SecretStore *store, const QString &key)
{
    invalidate();
    ++m_generation;
    m_mode = Mode::Stored;
    m_store = store;
    m_key = key;
}

void TokenSource::storeToken(const QString &token)
{
    const QString trimmed = token.trimmed();
    m_token = trimmed;
    m_fetched = QDateTime::currentDateTimeUtc();
    if (m_mode != Mode::Stored || !m_store)
        return;
    QPointer<TokenSource> self(this);
    m_store->write(m_key, trimmed, [self](bool ok, const QString &error) {
        if (!self || ok)
            return;
        Q_EMIT self->failed(makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError",
                "The token could not be saved in the keychain; it is used for this session "
                "only."),
            {}, error));
    });
}

QString TokenSource::description() const
{
    switch (m_mode) {
    case Mode::None:
        return QString();
    case Mode::Command: {
        QStringList parts {m_program};
        parts << m_arguments;
        return parts.join(u' ');
    }
    case Mode::Environment:
        return m_variable;
    case Mode::Stored:
        return m_store ? m_store->kindId() : QString();
    }
    return QString();
}

bool TokenSource::isFresh() const
{
    if (m_mode == Mode::None)
        return true;
    if (m_token.isEmpty())
        return false;
    if (m_mode != Mode::Command)
        return true;
    return m_fetched.isValid()
        && m_fetched.secsTo(QDateTime::currentDateTimeUtc()) < m_maxAgeSeconds;
}

void TokenSource::invalidate()
{
    m_token.clear();
    m_fetched = QDateTime();
}

void TokenSource::request(bool force)
{
    if (m_busy)
        return; // ready() or failed() of the running fetch follows
    if (!force && isFresh()) {
        QMetaObject::invokeMethod(this, &TokenSource::ready, Qt::QueuedConnection);
        return;
    }
    m_busy = true;
    const int generation = m_generation;
    switch (m_mode) {
    case Mode::None:
        succeed(QString());
        return;
    case Mode::Command:
        runCommand();
        return;
    case Mode::Environment: {
        const QString value = qEnvironmentVariable(m_variable.toLocal8Bit().constData()).trimmed();
        if (value.isEmpty()) {
            fail(makeMcpError(McpError::Kind::Auth,
                QT_TRANSLATE_NOOP("McpError", "The environment variable %1 is not set."),
                {m_variable}));
            return;
        }
        succeed(value);
        return;
    }
    case Mode::Stored: {
        if (!m_token.isEmpty()) {
            succeed(m_token);
            return;
        }
        if (!m_store) {
            fail(makeMcpError(
                McpError::Kind::Auth, QT_TRANSLATE_NOOP("McpError", "No token was pasted.")));
            return;
        }
        QPointer<TokenSource> self(this);
        m_store->read(m_key, [self, generation](bool ok, const QString &secret, const QString &e) {
            if (!self || self->m_generation != generation)
                return;
            if (!ok || secret.trimmed().isEmpty()) {
                self->fail(makeMcpError(McpError::Kind::Auth,
                    QT_TRANSLATE_NOOP("McpError", "No token is stored in the keychain."), {}, e));
                return;
            }
            self->succeed(secret.trimmed());
        });
        return;
    }
    }
}

void TokenSource::runCommand()
{
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
    connect(m_process, &QProcess::finished, this, &TokenSource::onCommandFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || !m_process)
            return;
        m_timer.stop();
        const QString reason = m_process->errorString();
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
        fail(makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The token command \"%1\" could not be started."),
            {description()}, reason));
    });
    m_timer.start(m_timeoutMs);
    m_process->start();
}

void TokenSource::onCommandFinished()
{
    if (!m_process)
        return;
    m_timer.stop();
    QProcess *process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    process->deleteLater();
    const QString out = QString::fromLocal8Bit(process->readAllStandardOutput());
    QString token;
    for (const QString &line : out.split(u'\n')) {
        if (!line.trimmed().isEmpty()) {
            token = line.trimmed();
            break;
        }
    }
    QString err = QString::fromLocal8Bit(process->readAllStandardError()).trimmed();
    err = mcplog::maskSecret(err, token);
    if (err.size() > 600)
        err = u"…"_s + err.right(600);
    if (process->exitStatus() != QProcess::NormalExit || process->exitCode() != 0) {
        fail(makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The token command \"%1\" failed (exit code %2)."),
            {description(), QString::number(process->exitCode())}, err));
        return;
    }
    if (token.isEmpty()) {
        fail(makeMcpError(McpError::Kind::Auth,
            QT_TRANSLATE_NOOP("McpError", "The token command \"%1\" printed no token."),
            {description()}, err));
        return;
    }
    succeed(token);
}

void TokenSource::succeed(const QString &token)
{
    m_busy = false;
    m_token = token;
    m_fetched = QDateTime::currentDateTimeUtc();
    QMetaObject::invokeMethod(this, &TokenSource::ready, Qt::QueuedConnection);
}

void TokenSource::fail(const McpError &error)
{
    m_busy = false;
    m_token.clear();
    QMetaObject::invokeMethod(
        this, [this, error] { Q_EMIT failed(error); }, Qt::QueuedConnection);
}
