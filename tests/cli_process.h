// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

// Runs the built conversation-inspector (INSPECTOR_BINARY, defined by the test's CMake target)
// while this thread's event loop keeps serving an in-process fake server: waits for the
// process's finished() signal, no polling. CONVERSATION_INSPECTOR_TOKEN is removed from its
// environment unless `env` sets it.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPair>
#include <QProcess>
#include <QSignalSpy>
#include <QString>
#include <QStringList>

/// What one run of the binary gave. A plain value.
struct CliRun {
    int exitCode = -1; ///< -1: did not start or did not end; -2: crashed
    QByteArray out;
    QString err;
};

/// Runs `program` with `arguments`, `env` (NAME=value pairs) added to this process's environment
/// and the variables named in `unset` removed; waits for its finished() signal.
inline CliRun runProgram(const QString &program, const QStringList &arguments,
    const QStringList &env = QStringList(), const QStringList &unset = QStringList())
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString &name : unset)
        environment.remove(name);
    for (const QString &pair : env)
        environment.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1));
    process.setProcessEnvironment(environment);
    QSignalSpy finished(&process, &QProcess::finished);
    process.start(program, arguments);
    if (!process.waitForStarted(30000))
        return {};
    if (finished.isEmpty() && !finished.wait(240000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    CliRun result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

/// The built binary (no token from this process's environment unless `env` sets it).
inline CliRun runCli(const QStringList &arguments, const QStringList &env = QStringList())
{
    return runProgram(QStringLiteral(INSPECTOR_BINARY), arguments, env,
        {QStringLiteral("CONVERSATION_INSPECTOR_TOKEN")});
}

/// `check --json PATH`: the file's format id and how many messages it holds.
inline QPair<QString, int> checkedFile(const QString &path)
{
    const CliRun r = runCli({QStringLiteral("check"), QStringLiteral("--json"), path});
    const QJsonObject file = QJsonDocument::fromJson(r.out)
                                 .object()
                                 .value(QStringLiteral("files"))
                                 .toArray()
                                 .first()
                                 .toObject();
    return {file.value(QStringLiteral("format")).toString(),
        file.value(QStringLiteral("messages")).toInt()};
}

/// Empty when `arguments` end in a usage error (exit 2, the message first on stderr); else what
/// happened instead.
inline QString usageProblem(const QStringList &arguments)
{
    const CliRun r = runCli(arguments);
    if (r.exitCode == 2 && r.err.startsWith(QStringLiteral("conversation-inspector: ")))
        return QString();
    return QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err.left(200));
}
