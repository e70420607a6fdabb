// SPDX-License-Identifier: GPL-2.0-or-later
#include "diagnostic.h"

using namespace Qt::StringLiterals;

QString substituteArgs(const QString &pattern, const QStringList &args)
{
    QString out;
    out.reserve(pattern.size() + 16);
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'%' && i + 1 < pattern.size() && pattern.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < pattern.size() && pattern.at(j).isDigit() && n < 1000) {
                n = n * 10 + pattern.at(j).digitValue();
                ++j;
            }
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QString SourceLocation::toString() const
{
    QString where = file;
    if (line > 0) {
        where += u':' + QString::number(line);
        if (column > 0)
            where += u':' + QString::number(column);
    }
    if (jsonPath.isEmpty())
        return where;
    if (where.isEmpty())
        return jsonPath;
    return where + u" ("_s + jsonPath + u')';
}

QString Diagnostic::text() const
{
    if (!sourceText)
        return substituteArgs(QString(), args);
    return substituteArgs(QCoreApplication::translate("Diagnostic", sourceText), args);
}

QString Diagnostic::englishText() const
{
    if (!sourceText)
        return QString();
    return substituteArgs(QString::fromUtf8(sourceText), args);
}

QString Diagnostic::severityId(Severity s)
{
    switch (s) {
    case Severity::Info:
        return u"info"_s;
    case Severity::Warning:
        return u"warning"_s;
    case Severity::Error:
        return u"error"_s;
    }
    return u"warning"_s;
}

Diagnostic makeDiagnostic(
    Severity severity, const char *sourceText, QStringList args, SourceLocation location)
{
    Diagnostic d;
    d.severity = severity;
    d.sourceText = sourceText;
    d.args = std::move(args);
    d.location = std::move(location);
    return d;
}
