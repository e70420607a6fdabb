// SPDX-License-Identifier: GPL-2.0-or-later
// Streamed GenerateContentResponse chunks → one response (formats.md §1.5.5).
#include "gemini_stream_merge.h"

#include "genai_content_reader.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <map>
#include <set>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

// The member of `obj` whose folded key is `folded` (null values included), or null.
Json *member(Json &obj, std::string_view folded)
{
    if (!obj.is_object())
        return nullptr;
    for (auto it = obj.begin(); it != obj.end(); ++it) {
        if (tolerant::foldKey(it.key()) == folded)
            return &it.value();
    }
    return nullptr;
}

// Sets `key` (keeping the spelling already there) to `value`; null values never overwrite.
void setLast(Json &obj, const std::string &key, const Json &value)
{
    if (value.is_null())
        return;
    if (Json *existing = member(obj, tolerant::foldKey(key)))
        *existing = value;
    else
        obj[key] = value;
}

void setFirst(Json &obj, const std::string &key, const Json &value)
{
    Json *existing = member(obj, tolerant::foldKey(key));
    if (!value.is_null() && (!existing || existing->is_null()))
        setLast(obj, key, value);
}

bool hasSignature(const Json &part)
{
    return field(part, "thoughtSignature") != nullptr;
}

bool thoughtFlag(const Json &part)
{
    return tolerant::toBool(field(part, "thought")).value_or(false);
}

// Whether `next` (the first part of a later record) continues the text of `last`.
bool canCoalesce(const Json &last, const Json &next)
{
    const Json *a = field(last, "text");
    const Json *b = field(next, "text");
    return a && b && a->is_string() && b->is_string() && thoughtFlag(last) == thoughtFlag(next)
        && !(hasSignature(last) && hasSignature(next));
}

class StreamMerger
{
public:
    StreamMerger(GeminiStreamSources &sources, Diagnostics &diagnostics)
        : m_sources(sources)
        , m_diags(diagnostics)
    { }

    // Returns false when the record was an error body (the stream ends there).
    bool add(const Json &r, const QString &path, const SourceLocation &where)
    {
        if (r.is_array()) {
            qint64 i = 0;
            for (const Json &item : r) {
                if (!add(item, path + u'[' + QString::number(i++) + u']', where))
                    return false;
            }
            return true;
        }
        if (!r.is_object()) {
            genai::wrongType(m_diags, where, path, "object", r);
            return true;
        }
        if (const Json *error = field(r, "error"); error && error->is_object()) {
            m_top["error"] = *error;
            m_sources.errorPath = tolerant::path(path, "error");
            m_sources.errorLocation = genai::at(where, m_sources.errorPath);
            return false;
        }
        ++m_sources.records;
        if (m_sources.records == 1)
            m_sources.firstLocation = genai::at(where, path);
        std::set<int> seen;
        for (auto it = r.begin(); it != r.end(); ++it) {
            const std::string k = tolerant::foldKey(it.key());
            if (k == "candidates") {
                if (!it.value().is_array()) {
                    genai::wrongType(m_diags, where, tolerant::path(path, it.key().c_str()),
                        "array", it.value());
                    continue;
                }
                int position = 0;
                for (const Json &c : it.value()) {
                    const QString cPath = tolerant::path(path, it.key().c_str(), qint64(position));
                    const qint64 given = tolerant::toInt64(field(c, "index")).value_or(0);
                    int index = given >= 0 && given < 100000 ? int(given) : position;
                    if (seen.count(index))
                        index = position;
                    while (seen.count(index))
                        ++index;
                    seen.insert(index);
                    if (c.is_object())
                        addCandidate(index, c, cPath, where);
                    else
                        genai::wrongType(m_diags, where, cPath, "object", c);
                    ++position;
                }
            } else if (k == "modelversion" || k == "responseid" || k == "createtime") {
                setFirst(m_top, it.key(), it.value());
            } else {
                setLast(m_top, it.key(), it.value());
            }
        }
        return true;
    }

    Json result()
    {
        Json out = m_top;
        if (!m_candidates.empty()) {
            Json list = Json::array();
            for (auto &[index, c] : m_candidates)
                list.push_back(std::move(c));
            out["candidates"] = std::move(list);
        }
        return out;
    }

private:
    void addCandidate(int index, const Json &c, const QString &path, const SourceLocation &where)
    {
        const bool first = m_candidates.find(index) == m_candidates.end();
        Json &m = m_candidates[index];
        if (first) {
            m = Json::object();
            m_sources.candidatePaths.insert(index, path);
            m_sources.candidateLocations.insert(index, genai::at(where, path));
        }
        for (auto it = c.begin(); it != c.end(); ++it) {
            const std::string k = tolerant::foldKey(it.key());
            const QString keyPath = tolerant::path(path, it.key().c_str());
            if (k == "content" && it.value().is_object())
                addContent(index, m, it.key(), it.value(), keyPath, where, first);
            else if (k == "citationmetadata" && it.value().is_object())
                addCitations(m, it.key(), it.value(), index, keyPath);
            else if (k == "groundingmetadata" && it.value().is_object())
                addGrounding(m, it.key(), it.value(), index, keyPath);
            else
                setLast(m, it.key(), it.value());
        }
    }

    void addContent(int index, Json &m, const std::string &key, const Json &content,
        const QString &path, const SourceLocation &where, bool firstPiece)
    {
        Json *mc = member(m, "content");
        if (!mc || !mc->is_object()) {
            m[key] = Json::object();
            mc = &m[key];
        }
        for (auto it = content.begin(); it != content.end(); ++it) {
            if (tolerant::foldKey(it.key()) != "parts")
                setFirst(*mc, it.key(), it.value());
        }
        const Json *parts = field(content, "parts");
        if (!parts)
            return;
        if (!parts->is_array()) {
            genai::wrongType(m_diags, where, tolerant::path(path, "parts"), "array", *parts);
            return;
        }
        Json *list = member(*mc, "parts");
        if (!list || !list->is_array()) {
            (*mc)["parts"] = Json::array();
            list = &(*mc)["parts"];
        }
        qint64 i = 0;
        for (const Json &part : *parts) {
            const QString partPath = tolerant::path(path, "parts", i);
            if (i++ == 0 && !firstPiece && !list->empty() && canCoalesce(list->back(), part)) {
                Json &last = list->back();
                // canCoalesce() checked that both texts are strings.
                auto *text = const_cast<Json *>(field(last, "text"));
                *text = text->get<std::string>() + field(part, "text")->get<std::string>();
                if (const Json *signature = field(part, "thoughtSignature"))
                    last["thoughtSignature"] = *signature;
                continue;
            }
            list->push_back(part);
            m_sources.partPaths[index].append(partPath);
            m_sources.partLocations[index].append(genai::at(where, partPath));
        }
    }

    void addCitations(
        Json &m, const std::string &key, const Json &metadata, int index, const QString &path)
    {
        Json *mc = member(m, "citationmetadata");
        m_sources.citationPaths.insert(index, path);
        if (!mc) {
            m[key] = metadata;
            return;
        }
        for (auto it = metadata.begin(); it != metadata.end(); ++it) {
            const std::string k = tolerant::foldKey(it.key());
            Json *list = member(*mc, k);
            if ((k == "citations" || k == "citationsources") && it.value().is_array() && list
                && list->is_array()) {
                for (const Json &entry : it.value())
                    list->push_back(entry);
            } else {
                setLast(*mc, it.key(), it.value());
            }
        }
    }

    void addGrounding(
        Json &m, const std::string &key, const Json &metadata, int index, const QString &path)
    {
        Json *mg = member(m, "groundingmetadata");
        m_sources.groundingPaths.insert(index, path);
        if (!mg) {
            m[key] = metadata;
            return;
        }
        for (auto it = metadata.begin(); it != metadata.end(); ++it) {
            const std::string k = tolerant::foldKey(it.key());
            Json *list = member(*mg, k);
            const bool isList = it.value().is_array() && list && list->is_array();
            if (isList && (k == "groundingchunks" || k == "groundingsupports")) {
                // Later supports already index the accumulated chunk list (§1.5.5 step 5).
                for (const Json &entry : it.value())
                    list->push_back(entry);
            } else if (isList && (k == "websearchqueries" || k == "retrievalqueries")) {
                for (const Json &q : it.value()) {
                    if (std::find(list->begin(), list->end(), q) == list->end())
                        list->push_back(q);
                }
            } else {
                setLast(*mg, it.key(), it.value());
            }
        }
    }

    GeminiStreamSources &m_sources;
    Diagnostics &m_diags;
    Json m_top = Json::object();
    std::map<int, Json> m_candidates;
};

} // namespace

namespace gemini {

void mergeStream(const QVector<ReaderRecord> &records, Json &merged, GeminiStreamSources &sources,
    Diagnostics &diagnostics)
{
    StreamMerger merger(sources, diagnostics);
    for (qsizetype i = 0; i < records.size(); ++i) {
        const ReaderRecord &r = records.at(i);
        if (!r.value) {
            diagnostics += r.diagnostics;
            continue;
        }
        if (merger.add(*r.value, r.jsonPath, r.location))
            continue;
        if (i + 1 < records.size())
            diagnostics.append(makeDiagnostic(Severity::Warning,
                QT_TRANSLATE_NOOP(
                    "Diagnostic", "The stream ends with an error; %1 later records are ignored"),
                {QString::number(records.size() - i - 1)}, sources.errorLocation));
        break;
    }
    merged = merger.result();
}

} // namespace gemini
