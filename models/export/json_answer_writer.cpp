// SPDX-License-Identifier: GPL-2.0-or-later
// The "answer" member of an exported message: Discovery Engine AnswerDetails (cli.md "export").
#include "json_stream_writer.h"
#include "json_writer.h"

#include "transcript/answer_details.h"

using namespace Qt::StringLiterals;

namespace {

void stringList(JsonStreamWriter &out, const QString &key, const QStringList &values)
{
    out.key(key);
    out.beginArray();
    for (const QString &v : values)
        out.value(v);
    out.endArray();
}

void optionalString(JsonStreamWriter &out, const QString &key, const QString &value)
{
    out.key(key);
    out.stringOrNull(value.isEmpty() ? QString() : value);
}

void optionalNumber(JsonStreamWriter &out, const QString &key, const std::optional<double> &v)
{
    out.key(key);
    v ? out.value(*v) : out.nullValue();
}

void searchResult(JsonStreamWriter &out, const AnswerSearchResult &r)
{
    out.beginObject();
    optionalString(out, u"title"_s, r.title);
    optionalString(out, u"uri"_s, r.uri);
    optionalString(out, u"document"_s, r.document);
    out.key(u"snippets"_s);
    out.beginArray();
    for (qsizetype i = 0; i < r.snippets.size(); ++i) {
        out.beginObject();
        out.field(u"snippet"_s, r.snippets.at(i));
        optionalString(out, u"status"_s, r.snippetStatuses.value(i));
        out.endObject();
    }
    out.endArray();
    stringList(out, u"chunkContents"_s, r.chunkContents);
    out.key(u"structData"_s);
    out.raw(r.structData);
    out.endObject();
}

void step(JsonStreamWriter &out, const AnswerStep &s)
{
    out.beginObject();
    optionalString(out, u"state"_s, s.state);
    optionalString(out, u"description"_s, s.description);
    optionalString(out, u"thought"_s, s.thought);
    out.key(u"actions"_s);
    out.beginArray();
    for (const AnswerStepAction &a : s.actions) {
        out.beginObject();
        optionalString(out, u"searchQuery"_s, a.searchQuery);
        out.key(u"searchResults"_s);
        out.beginArray();
        for (const AnswerSearchResult &r : a.results)
            searchResult(out, r);
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.endObject();
}

QString timeOrNull(const Timestamp &time)
{
    return time.valid ? time.toRfc3339() : QString();
}

} // namespace

void JsonWriter::writeAnswerDetails(const AnswerDetails &a)
{
    m_out.beginObject();
    optionalString(m_out, u"name"_s, a.name);
    optionalString(m_out, u"state"_s, a.state);
    stringList(m_out, u"skippedReasons"_s, a.skippedReasons);
    stringList(m_out, u"relatedQuestions"_s, a.relatedQuestions);
    m_out.key(u"steps"_s);
    m_out.beginArray();
    for (const AnswerStep &s : a.steps)
        step(m_out, s);
    m_out.endArray();
    m_out.key(u"queryClassifications"_s);
    m_out.beginArray();
    for (const auto &c : a.queryClassifications) {
        m_out.beginObject();
        m_out.field(u"type"_s, c.first);
        m_out.field(u"positive"_s, c.second);
        m_out.endObject();
    }
    m_out.endArray();
    m_out.key(u"safetyRatings"_s);
    m_out.beginArray();
    for (const SafetyRating &r : a.safetyRatings) {
        m_out.beginObject();
        optionalString(m_out, u"category"_s, r.category);
        optionalString(m_out, u"probability"_s, r.probability);
        optionalNumber(m_out, u"probabilityScore"_s, r.probabilityScore);
        optionalString(m_out, u"severity"_s, r.severity);
        optionalNumber(m_out, u"severityScore"_s, r.severityScore);
        m_out.field(u"blocked"_s, r.blocked);
        m_out.endObject();
    }
    m_out.endArray();
    m_out.key(u"blobAttachments"_s);
    m_out.beginArray();
    for (const AnswerBlob &b : a.blobAttachments) {
        m_out.beginObject();
        optionalString(m_out, u"mimeType"_s, b.mimeType);
        optionalString(m_out, u"attributionType"_s, b.attributionType);
        m_out.field(u"sizeBytes"_s, qint64(b.data.size()));
        m_out.endObject();
    }
    m_out.endArray();
    optionalString(m_out, u"createTime"_s, timeOrNull(a.createTime));
    optionalString(m_out, u"completeTime"_s, timeOrNull(a.completeTime));
    optionalNumber(m_out, u"groundingScore"_s, a.groundingScore);
    optionalString(m_out, u"answerQueryToken"_s, a.answerQueryToken);
    m_out.key(u"queryConfig"_s);
    m_out.raw(a.queryConfig);
    m_out.endObject();
}
