// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "mcp_error.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class QProcess;
class SecretStore;

/// Where the Bearer token comes from: a token command (default `gcloud auth print-access-token`,
/// run without a shell), the CONVERSATION_INSPECTOR_TOKEN environment variable, or a pasted
/// token kept in a SecretStore. Caches the token in memory only, refreshes it when older than
/// the maximum age or when told (after a 401). Never writes it to settings, logs or errors.
/// Owned by whoever configures the connection (the live panel, the ask command, a test); the
/// SecretStore is not owned.
class TokenSource : public QObject
{
    Q_OBJECT
public:
    enum class Mode { None, Command, Environment, Stored };

    static QString defaultCommand(); ///< "gcloud auth print-access-token"
    static QString environmentVariable(); ///< "CONVERSATION_INSPECTOR_TOKEN"

    explicit TokenSource(QObject *parent = nullptr);
    ~TokenSource() override;

    void setNone();
    /// Splits `commandLine` like a shell would (see splitCommand) and runs the program directly.
    /// Returns false when it names no program or its quotes do not close.
    bool setCommand(const QString &commandLine);
    /// POSIX-shell-like word splitting without any expansion: blanks separate words, '...'
    /// keeps everything literally, "..." keeps everything but \" and \\, a backslash outside
    /// quotes escapes the next character. Sets *ok to false on an unclosed quote.
    static QStringList splitCommand(const QString &commandLine, bool *ok = nullptr);
    void setProgram(const QString &program, const QStringList &arguments);
    void setEnvironment(const QString &variable = environmentVariable());
    void setStored(SecretStore *store, const QString &key);
    /// Stored mode: keeps a pasted token in the store and uses it from now on.
    void storeToken(const QString &token);

    Mode mode() const { return m_mode; }
    /// What the source is, for the UI ("gcloud auth print-access-token"); never the token.
    QString description() const;
    void setCommandTimeoutMs(int ms) { m_timeoutMs = ms; }
    /// A token older than this is fetched again (command mode); default 50 minutes.
    void setMaxAgeSeconds(int seconds) { m_maxAgeSeconds = seconds; }
    /// Whether asking again may give a different token (command and stored modes).
    bool canRefresh() const { return m_mode == Mode::Command; }

    /// Whether a token is at hand and not too old. Mode None: always true (no token needed).
    bool isFresh() const;
    bool isBusy() const { return m_busy; }
    /// The cached token; empty in mode None or before the first success.
    QString token() const { return m_token; }
    /// Forgets the cached token (after a 401) so that the next request() fetches again.
    void invalidate();
    /// Gets a token unless a fresh one is cached (or always when `force`); ready() or failed()
    /// follows, always asynchronously.
    void request(bool force = false);

Q_SIGNALS:
    void ready();
    void failed(const McpError &error);

private:
    void runCommand();
    void onCommandFinished();
    void succeed(const QString &token);
    void fail(const McpError &error);

    Mode m_mode = Mode::None;
    QString m_program;
    QStringList m_arguments;
    QString m_variable;
    SecretStore *m_store = nullptr;
    QString m_key;
    QString m_token;
    QDateTime m_fetched;
    QProcess *m_process = nullptr;
    QTimer m_timer;
    int m_timeoutMs = 30000;
    int m_maxAgeSeconds = 3000;
    bool m_busy = false;
    int m_generation = 0; ///< changes when the mode changes; stale results are dropped
};
