// SPDX-License-Identifier: GPL-2.0-or-later
#include "terminal_text.h"

namespace {

enum class Style { Terminal, Json };

QString escaped(const QString &text, Style style)
{
    qsizetype first = 0;
    while (first < text.size() && !isTerminalUnsafe(text.at(first).unicode()))
        ++first;
    if (first == text.size())
        return text;
    QString out;
    out.reserve(text.size() + 16);
    out.append(QStringView(text).left(first));
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (!isTerminalUnsafe(c)) {
            out.append(QChar(c));
        } else if (style == Style::Terminal && (c < 0x20 || c == 0x7f)) {
            out.append(QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0')));
        } else {
            out.append(QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0')));
        }
    }
    return out;
}

} // namespace

bool isTerminalUnsafe(char16_t c)
{
    if (c < 0x20)
        return c != u'\t' && c != u'\n';
    if (c < 0x7f)
        return false;
    if (c <= 0x9f)
        return true; // DEL and the C1 controls
    return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e)
        || (c >= 0x2066 && c <= 0x2069);
}

QString terminalSafe(const QString &text)
{
    return escaped(text, Style::Terminal);
}

QByteArray terminalSafeJson(const QByteArray &json)
{
    // ASCII without controls is returned as it is; anything else goes through UTF-16 (which
    // also replaces invalid UTF-8).
    bool suspect = false;
    for (const char ch : json) {
        const auto b = static_cast<unsigned char>(ch);
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7f || b >= 0x80) {
            suspect = true;
            break;
        }
    }
    if (!suspect)
        return json;
    return escaped(QString::fromUtf8(json), Style::Json).toUtf8();
}
