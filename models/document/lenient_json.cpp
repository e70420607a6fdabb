// SPDX-License-Identifier: GPL-2.0-or-later
// The lenient pre-pass (formats.md §3.11): blank out what strict JSON refuses, keep offsets.
#include "lenient_json.h"

#include <QRegularExpression>
#include <QString>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Blanks [from, to) keeping line breaks.
void blank(QByteArray &out, qint64 from, qint64 to)
{
    for (qint64 k = from; k < to; ++k) {
        if (out[k] != '\n' && out[k] != '\r')
            out[k] = ' ';
    }
}

// Length of a placeholder at `p` ("...", longer runs of dots, or U+2026), 0 when none.
qint64 placeholderLength(const char *p, qint64 avail)
{
    if (avail >= 3 && p[0] == '\xE2' && p[1] == '\x80' && p[2] == '\xA6')
        return 3;
    qint64 n = 0;
    while (n < avail && p[n] == '.')
        ++n;
    return n >= 3 ? n : 0;
}

// The `[export] const|let|var name [: Type] =` prefix starting at `i`, as the offset just past
// its '=', or -1.
qint64 wrapperEnd(const char *data, qint64 size, qint64 i)
{
    qint64 eq = i;
    const qint64 limit = qMin(size, i + 256);
    while (eq < limit && data[eq] != '=' && data[eq] != '{' && data[eq] != '[')
        ++eq;
    if (eq >= limit || data[eq] != '=')
        return -1;
    static const QRegularExpression re(
        u"^(export\\s+)?(const|let|var)\\s+[A-Za-z_$][\\w$]*\\s*(:[^=]*)?$"_s);
    const QString prefix = QString::fromUtf8(data + i, eq - i);
    return re.match(prefix).hasMatch() ? eq + 1 : -1;
}

} // namespace

QByteArray lenientClean(const char *data, qint64 size, QVector<LenientRepair> *repairs)
{
    QByteArray out(data, size);
    QVector<LenientRepair> found;
    bool inString = false;
    bool escape = false;
    bool wrapper = false;
    bool valueSeen = false;
    bool dropNextComma = false;
    int depth = 0;
    qint64 lastSig = -1;
    qint64 i = 0;
    // Pass 1: comments, placeholders, the wrapper.
    while (i < size) {
        const char c = data[i];
        if (inString) {
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            ++i;
            continue;
        }
        if (isBlank(c)) {
            ++i;
            continue;
        }
        if (c == '/' && i + 1 < size && data[i + 1] == '/') {
            qint64 j = i;
            while (j < size && data[j] != '\n' && data[j] != '\r')
                ++j;
            blank(out, i, j);
            found.append(
                {i, QT_TRANSLATE_NOOP("Diagnostic", "Lenient reading: removed a // comment"), {}});
            i = j;
            continue;
        }
        if (c == '/' && i + 1 < size && data[i + 1] == '*') {
            const qint64 close = QByteArrayView(data, size).indexOf("*/", i + 2);
            const qint64 j = close < 0 ? size : close + 2;
            blank(out, i, j);
            found.append({i,
                QT_TRANSLATE_NOOP("Diagnostic", "Lenient reading: removed a /* */ comment"), {}});
            i = j;
            continue;
        }
        if (const qint64 n = placeholderLength(data + i, size - i);
            n > 0 && depth > 0 && lastSig >= 0) {
            const char prev = out[lastSig];
            if (prev == ',' || prev == '[' || prev == '{') {
                blank(out, i, i + n);
                if (prev == ',')
                    out[lastSig] = ' ';
                else
                    dropNextComma = true;
                found.append({i,
                    QT_TRANSLATE_NOOP("Diagnostic", "Lenient reading: removed the placeholder %1"),
                    {QString::fromUtf8(data + i, n)}});
                i += n;
                continue;
            }
        }
        if (depth == 0 && !valueSeen && !wrapper) {
            if (const qint64 end = wrapperEnd(data, size, i); end > 0) {
                blank(out, i, end);
                found.append({i,
                    QT_TRANSLATE_NOOP(
                        "Diagnostic", "Lenient reading: removed the JavaScript wrapper %1"),
                    {QString::fromUtf8(data + i, end - i).simplified()}});
                wrapper = true;
                i = end;
                continue;
            }
        }
        if (c == ';' && depth == 0 && wrapper) {
            out[i] = ' ';
            ++i;
            continue;
        }
        if (c == ',' && dropNextComma) {
            out[i] = ' ';
            dropNextComma = false;
            ++i;
            continue;
        }
        dropNextComma = false;
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            ++depth;
        else if ((c == '}' || c == ']') && depth > 0)
            --depth;
        valueSeen = valueSeen || c == '{' || c == '[';
        lastSig = i;
        ++i;
    }
    // Pass 2: trailing commas (comments are blank now).
    inString = false;
    escape = false;
    for (qint64 k = 0; k < size; ++k) {
        const char c = out[k];
        if (inString) {
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == ',') {
            qint64 j = k + 1;
            while (j < size && isBlank(out[j]))
                ++j;
            if (j < size && (out[j] == ']' || out[j] == '}')) {
                out[k] = ' ';
                found.append({k,
                    QT_TRANSLATE_NOOP("Diagnostic", "Lenient reading: removed a trailing comma"),
                    {}});
            }
        }
    }
    std::stable_sort(found.begin(), found.end(),
        [](const LenientRepair &a, const LenientRepair &b) { return a.offset < b.offset; });
    if (repairs)
        *repairs = found;
    return out;
}
