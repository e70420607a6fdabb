// SPDX-License-Identifier: GPL-2.0-or-later
#include "mcp_log_record.h"

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
    return out;
}

namespace mcplog {

bool isSecretHeader(const QByteArray &name)
{
    const QByteArray n = name.toLower();
    return n == "authorization" || n == "proxy-authorization" || n == "cookie" || n == "set-cookie"
        || n == "x-goog-api-key" || n == "x-api-key";
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

} // namespace mcplog
