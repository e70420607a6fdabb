// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: the snippet HTML sanitizer (models/export/snippet_html). Oracle: its output is
// re-parsed and may hold only the allow-list of snippet_html.cpp, `<b>`, `<strong>`, `<i>`, `<em>`
// (opened and closed, properly nested, no attributes) and `<br>`; every other `<`, `>` and `"` is
// escaped and every `&` starts one of the escapes it writes. The plain text has no tag at all.
#include "fuzz_support.h"

#include "export/snippet_html.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

void checkSanitized(const QString &out)
{
    static const QStringList inlineTags = {u"b"_s, u"strong"_s, u"i"_s, u"em"_s};
    static const QStringList escapes = {u"&amp;"_s, u"&lt;"_s, u"&gt;"_s, u"&quot;"_s};
    QStringList open;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const QChar c = out.at(i);
        if (c == u'>' || c == u'"')
            fuzz::fail("an unescaped > or \" outside the allowed tags", out);
        if (c == u'&') {
            bool known = false;
            for (const QString &e : escapes)
                known = known || QStringView(out).mid(i).startsWith(e);
            if (!known)
                fuzz::fail("an & that starts no escape of the sanitizer", out);
            continue;
        }
        if (c != u'<')
            continue;
        const qsizetype close = out.indexOf(u'>', i);
        if (close < 0)
            fuzz::fail("an unterminated tag", out);
        const QString tag = out.mid(i + 1, close - i - 1);
        i = close;
        if (tag == u"br"_s)
            continue;
        if (tag.startsWith(u'/')) {
            if (open.isEmpty() || open.last() != tag.mid(1))
                fuzz::fail("an end tag that closes nothing open", tag + u" in "_s + out);
            open.removeLast();
            continue;
        }
        if (!inlineTags.contains(tag))
            fuzz::fail("a tag or attribute outside the allow-list", tag + u" in "_s + out);
        open.append(tag);
        if (open.size() > 16)
            fuzz::fail("allowed tags nested deeper than 16", out);
    }
    if (!open.isEmpty())
        fuzz::fail("an allowed tag left open", out);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    // As UTF-8 (how snippets arrive) and as Latin-1 (every code unit below 256 reachable).
    for (const QString &html : {QString::fromUtf8(bytes), QString::fromLatin1(bytes)}) {
        const QString safe = sanitizeSnippet(html);
        checkSanitized(safe);
        // The sanitizer's output is itself a snippet: sanitizing it again keeps it safe.
        checkSanitized(sanitizeSnippet(safe));
        const QString plain = snippetPlainText(html);
        (void)plain;
    }
    return 0;
}
