// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_log_record.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

QString McpLogRecord::toText() const
{
    QString out;
    if (direction == Direction::Sent) {
        out += httpMethod + u' ' + url.toString() + u'\n';
    } else {
        out += u"HTTP "_s + (status ? QString::number(status) : u"-"_s);
        if (elapsedMs >= 0)
            out += u" ("_s + QString::number(elapsedMs) + u" ms)"_s;
        out += u' ' + url.toString() + u'\n';
    }
    for (const McpHeader &h : headers)
        out += QString::fromLatin1(h.first) + u": "_s + QString::fromLatin1(h.second) + u'\n';
    if (!error.isEmpty())
        out += u"# "_s + error + u'\n';
    out += u'\n';
    out += QString::fromUtf8(body);
    if (bodyTruncated)
        out += u"\n…"_s;
    out += droppedBodyText();
    return out;
}

QString McpLogRecord::droppedBodyText() const
{
    if (droppedBodyBytes <= 0)
        return QString();
    //: protocol log: the body of an old request or response was removed from memory; %1 its
    //: size ("1.5 MB")
    return QCoreApplication::translate(
        "McpLogRecord", "(The body, %1, was dropped to keep the protocol log small.)")
        .arg(QLocale().formattedDataSize(droppedBodyBytes, 1, QLocale::DataSizeTraditionalFormat));
}

namespace mcplog {

namespace {

// Shorter secrets are not masked in bodies: "***" for every "a" would hide the body, not a key.
constexpr qsizetype kMinMaskedLength = 4;

QList<QByteArray> longestFirst(const QList<QByteArray> &secrets)
{
    QList<QByteArray> sorted;
    for (const QByteArray &s : secrets)
        if (s.size() >= kMinMaskedLength && !sorted.contains(s))
            sorted.append(s);
    std::sort(sorted.begin(), sorted.end(),
        [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    return sorted;
}

} // namespace

bool isSecretHeader(const QByteArray &name)
{
    const QByteArray n = name.trimmed().toLower();
    // The named ones all contain one of the words; listed for the reader.
    static const char *const named[]
        = {"authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "api-key",
            "x-auth-token", "x-goog-api-key", "x-goog-iam-authorization-token"};
    for (const char *secret : named)
        if (n == secret)
            return true;
    return n.contains("token") || n.contains("secret") || n.contains("key") || n.contains("auth");
}

QList<QByteArray> secretValues(const QVector<McpHeader> &headers)
{
    QList<QByteArray> out;
    for (const McpHeader &h : headers) {
        if (!isSecretHeader(h.first))
            continue;
        const QByteArray value = h.second.trimmed();
        out.append(value);
        const qsizetype space = value.indexOf(' ');
        if (space > 0)
            out.append(value.mid(space + 1).trimmed());
    }
    return out;
}

QVector<McpHeader> maskHeaders(const QVector<McpHeader> &headers)
{
    QVector<McpHeader> out;
    out.reserve(headers.size());
    for (const McpHeader &h : headers) {
        if (!isSecretHeader(h.first)) {
            out.append(h);
            continue;
        }
        const qsizetype space = h.second.indexOf(' ');
        const QByteArray scheme = space > 0 ? h.second.left(space + 1) : QByteArray();
        out.append({h.first, scheme + "***"});
    }
    return out;
}

QByteArray maskSecret(const QByteArray &text, const QByteArray &secret)
{
    if (secret.isEmpty() || !text.contains(secret))
        return text;
    QByteArray out = text;
    out.replace(secret, "***");
    return out;
}

QString maskSecret(const QString &text, const QString &secret)
{
    if (secret.isEmpty() || !text.contains(secret))
        return text;
    QString out = text;
    out.replace(secret, u"***"_s);
    return out;
}

QByteArray maskSecrets(const QByteArray &text, const QList<QByteArray> &secrets)
{
    QByteArray out = text;
    for (const QByteArray &secret : longestFirst(secrets))
        out = maskSecret(out, secret);
    return out;
}

QString maskSecrets(const QString &text, const QList<QByteArray> &secrets)
{
    QString out = text;
    for (const QByteArray &secret : longestFirst(secrets))
        out = maskSecret(out, QString::fromUtf8(secret));
    return out;
}

} // namespace mcplog
