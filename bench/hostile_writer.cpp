// SPDX-License-Identifier: GPL-2.0-or-later
#include "hostile_writer.h"

#include "bench_random.h"
#include "sample_content.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int kCitations = 200000;
constexpr qint64 kAnswerTextBytes = 6 << 20;
constexpr int kDeepLines = 10;
constexpr int kDepth = 1000000;
constexpr int kWideMembers = 300000;

// A JSON string literal of `text` (the sample texts hold no quotes or backslashes, but escape
// them anyway, and newlines).
void appendString(QByteArray *out, const QByteArray &text)
{
    out->append('"');
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out->append('\\');
        if (c == '\n')
            out->append("\\n");
        else
            out->append(c);
    }
    out->append('"');
}

void writeCitations(const SampleContent &content, BenchRandom &random, QByteArray *out)
{
    QByteArray text;
    while (text.size() < kAnswerTextBytes) {
        text += content.agentText(random, SampleContent::pickLanguage(random));
        text += ' ';
    }
    out->append("{\"answer\": {\"name\": \"projects/p/locations/global/collections/default_"
                "collection/engines/e/sessions/s/answers/a\", \"state\": \"SUCCEEDED\", "
                "\"answerText\": ");
    appendString(out, text);
    out->append(", \"citations\": [");
    for (int i = 0; i < kCitations; ++i) {
        if (i > 0)
            out->append(',');
        // Half inverted ranges, half in range but quoting a text that occurs nowhere.
        const qint64 start = random.below(int(text.size()));
        const qint64 end = i % 2 ? start + random.between(1, 200) : start;
        out->append("{\"startIndex\": \"" + QByteArray::number(start) + "\", \"endIndex\": \""
            + QByteArray::number(end) + "\", \"text\": \"nowhere " + random.hex(12)
            + "\", \"sources\": [{\"referenceId\": \"" + QByteArray::number(1000 + i) + "\"}]}");
    }
    out->append("], \"references\": [");
    for (int i = 0; i < 5; ++i) {
        if (i > 0)
            out->append(',');
        out->append("{\"unstructuredDocumentInfo\": {\"document\": \"d" + QByteArray::number(i)
            + "\", \"uri\": \"https://example.com/" + QByteArray::number(i)
            + "\", \"title\": \"Document " + QByteArray::number(i) + "\"}}");
    }
    out->append("]}}\n");
}

void writeDeep(QByteArray *out)
{
    for (int line = 0; line < 2 * kDeepLines; ++line) {
        if (line % 2 == 0) {
            out->append("{\"role\": \"user\", \"chunks\": [{\"text\": \"question "
                + QByteArray::number(line / 2) + "\"}]}\n");
            continue;
        }
        out->append("{\"role\": \"agent\", \"chunks\": [{\"toolCall\": {\"tool\": \"t\", "
                    "\"args\": {\"deep\": ");
        out->append(QByteArray(kDepth, '['));
        out->append(QByteArray(kDepth, ']'));
        out->append("}}}]}\n");
    }
}

void writeWide(BenchRandom &random, QByteArray *out)
{
    out->append("{\"name\": \"projects/p/locations/us/apps/a/conversations/wide\", \"turns\": "
                "[{\"messages\": [{\"role\": \"user\", \"chunks\": [{\"text\": \"hi\"}]}, "
                "{\"role\": \"agent\", \"chunks\": [{\"payload\": {");
    for (int i = 0; i < kWideMembers; ++i) {
        if (i > 0)
            out->append(',');
        // Every thousandth key repeats an earlier one.
        const int key = i % 1000 == 999 ? i - 500 : i;
        out->append("\"k" + QByteArray::number(key) + "\": \"" + random.hex(8) + "\"");
    }
    out->append(", \"bad\": \"\xff\"}}]}]}]}\n");
}

} // namespace

QStringList HostileWriter::shapes()
{
    return {u"hostile-citations"_s, u"hostile-deep"_s, u"hostile-wide"_s};
}

bool HostileWriter::write(
    const QString &shape, const SampleContent &content, BenchRandom &random, QByteArray *out)
{
    if (shape == u"hostile-citations"_s)
        writeCitations(content, random, out);
    else if (shape == u"hostile-deep"_s)
        writeDeep(out);
    else if (shape == u"hostile-wide"_s)
        writeWide(random, out);
    else
        return false;
    return true;
}
