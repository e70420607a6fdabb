// SPDX-License-Identifier: GPL-2.0-or-later
// One ADK Event or Agent Engine SessionEvent → Message (formats.md §1.4.1-§1.4.5, §3.1).
#include "adk_reader.h"

#include "adk_normalised_event.h"
#include "genai_content_reader.h"
#include "grounding_reader.h"

#include "json/raw_text_scope.h"

#include <nlohmann/json.hpp>

#include <QVarLengthArray>

#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;
using tolerant::TapeValue;

namespace {

// Shown as properties, in this order.
constexpr EventKey propertyKeys[] = {EventKey::Name, EventKey::ErrorCode, EventKey::ErrorMessage,
    EventKey::InteractionId, EventKey::AvgLogprobs, EventKey::TurnCompleteReason,
    EventKey::CacheMetadata, EventKey::InputTranscription, EventKey::OutputTranscription,
    EventKey::LiveSessionResumptionUpdate, EventKey::LogprobsResult};

template<typename J>
bool isEmptyValue(const J &v)
{
    return v.is_null() || ((v.is_object() || v.is_array()) && v.empty())
        || (v.is_boolean() && !v.template get<bool>());
}

// Free-form object: verbatim, `{}` → null ("no change"); `[{key, value}]` maps become objects.
template<typename J>
JsonText freeForm(const J *v)
{
    if (!v || isEmptyValue(*v))
        return {};
    if (v->is_array()) {
        Json map = Json::object();
        for (const J &entry : *v) {
            const J *key = field(entry, "key");
            if (!key || !key->is_string())
                return tolerant::toJsonText(*v);
            const J *value = field(entry, "value");
            map[std::string(tolerant::textOf(*key))] = value ? tolerant::asJson(*value) : Json();
        }
        return tolerant::toJsonText(map);
    }
    return tolerant::structText(*v);
}

// freeForm() for a text only the window and export show: null inside a RawTextScope that turned
// raw texts off.
template<typename J>
JsonText shownFreeForm(const J *v)
{
    return tolerant::RawTextScope::wanted() ? freeForm(v) : JsonText();
}

// `pathOf()` gives the flag's JSON path; it is asked only for a diagnostic.
template<typename J, typename PathOf>
bool readFlag(const J *v, const PathOf &pathOf, const SourceLocation &where, Diagnostics &diags)
{
    bool wasString = false;
    const bool value = tolerant::toBool(v, &wasString).value_or(false);
    if (wasString) {
        const QString path = pathOf();
        diags.append(makeDiagnostic(Severity::Info,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is a string, read as a boolean"),
            {path.section(u'.', -1)}, genai::at(where, path)));
    }
    return value;
}

// EventActions (§1.4.3) from the normalised actions, filling missing keys from `fallback` (the
// Agent Engine top-level actions when rawEvent had its own).
// `pathOf()` gives the actions' JSON path; it is asked only for a diagnostic.
template<typename J, typename PathOf>
EventActions readActions(const J *actions, const J *fallback, const PathOf &pathOf,
    const SourceLocation &where, Diagnostics &diags)
{
    EventActions a;
    // The members of both, the first of each folded key kept (values point into the sources).
    using Member = EventField<J>;
    QVarLengthArray<Member, 16> merged;
    for (const J *source : {actions, fallback}) {
        if (!source)
            continue;
        if (!source->is_object()) {
            genai::wrongType(diags, where, pathOf(), "object", *source);
            continue;
        }
        for (auto it = source->begin(); it != source->end(); ++it) {
            if (it.value().is_null())
                continue;
            const std::string_view key = it.key();
            Member m {&it.value(), key, QString(), tolerant::foldedKeyShape(key)};
            if (std::none_of(merged.cbegin(), merged.cend(),
                    [&m](const Member &other) { return other.foldsAlike(m); }))
                merged.push_back(std::move(m));
        }
    }
    Json extra = Json::object();
    const bool keepExtra = tolerant::RawTextScope::wanted();
    for (const Member &m : merged) {
        const auto keyPath = [&] { return tolerant::path(pathOf(), m.key); };
        if (m.foldsTo("statedelta"))
            a.stateDelta = freeForm(m.value);
        else if (m.foldsTo("artifactdelta"))
            a.artifactDelta = shownFreeForm(m.value);
        else if (m.foldsTo("requestedauthconfigs"))
            a.requestedAuthConfigs = shownFreeForm(m.value);
        else if (m.foldsTo("transfertoagent") || m.foldsTo("transferagent"))
            a.transferToAgent = tolerant::toString(m.value).value_or(QString());
        else if (m.foldsTo("escalate"))
            a.escalate = readFlag(m.value, keyPath, where, diags);
        else if (m.foldsTo("skipsummarization"))
            a.skipSummarization = readFlag(m.value, keyPath, where, diags);
        else if (keepExtra && !isEmptyValue(*m.value))
            extra[std::string(m.key)] = tolerant::asJson(*m.value);
    }
    if (!extra.empty())
        a.extra = tolerant::rawText(extra);
    return a;
}

template<typename J>
NormalisedEvent<J> normalise(const J &e, const QString &path, const SourceLocation &where,
    Diagnostics &diags, const J *&fallbackActions)
{
    NormalisedEvent<J> n;
    fallbackActions = nullptr;
    const J *raw = field(e, "rawEvent");
    if (raw && !raw->is_object()) {
        genai::wrongType(diags, where, tolerant::path(path, "rawEvent"), "object", *raw);
        raw = nullptr;
    }
    if (!raw && !field(e, "eventMetadata") && !field(e, "name")) {
        n.addAll(e, path, true, diags, where);
        return n;
    }
    // 1. rawEvent; 2. id, invocationId, author, timestamp from the top level; 3. the rest of
    // the top level and eventMetadata fill what is missing.
    if (raw)
        n.addAll(*raw, tolerant::path(path, "rawEvent"), true, diags, where);
    for (auto it = e.begin(); it != e.end(); ++it) {
        const std::string_view key = it.key();
        EventField<J> f {&it.value(), key, path, tolerant::foldedKeyShape(key)};
        if (it.value().is_null() || f.foldsTo("rawevent") || f.foldsTo("eventmetadata"))
            continue;
        const bool overwrite
            = f.foldsTo("invocationid") || f.foldsTo("author") || f.foldsTo("timestamp");
        if (f.foldsTo("actions") && n.get(EventKey::Actions)) {
            fallbackActions = &it.value();
            continue;
        }
        if (overwrite || !n.has(f))
            n.set(std::move(f));
    }
    if (const J *metadata = field(e, "eventMetadata")) {
        if (metadata->is_object())
            n.addAll(*metadata, tolerant::path(path, "eventMetadata"), false, diags, where);
        else
            genai::wrongType(
                diags, where, tolerant::path(path, "eventMetadata"), "object", *metadata);
    }
    return n;
}

template<typename J>
QString text(const J *v)
{
    return tolerant::toString(v).value_or(QString());
}

// readGeminiGrounding() of a tape's values: converted first (grounding is read through nlohmann).
template<typename J>
Grounding readGrounding(const J *gm, const J *cm, const QVector<GroundingPart> &parts,
    const QString &gmPath, const QString &cmPath, const SourceLocation &where, Diagnostics &diags)
{
    if constexpr (std::is_same_v<J, Json>) {
        return readGeminiGrounding(gm, cm, parts, gmPath, cmPath, where, diags);
    } else {
        const Json gmJson = gm ? tolerant::asJson(*gm) : Json();
        const Json cmJson = cm ? tolerant::asJson(*cm) : Json();
        return readGeminiGrounding(
            gm ? &gmJson : nullptr, cm ? &cmJson : nullptr, parts, gmPath, cmPath, where, diags);
    }
}

} // namespace

namespace adk {

QByteArrayView sessionPath(QByteArrayView text)
{
    const qsizetype engine = text.indexOf("/reasoningEngines/");
    const qsizetype sessions = engine < 0 ? -1 : text.indexOf("/sessions/", engine);
    if (sessions < 0)
        return {};
    const qsizetype begin = text.lastIndexOf('"', engine) + 1; // 0: the text is the name
    qsizetype end = sessions + qsizetype(std::strlen("/sessions/"));
    while (end < text.size() && text.at(end) != '/' && text.at(end) != '"')
        ++end;
    return text.sliced(begin, end - begin);
}

template<typename J>
Message readEvent(
    const J &e, const QString &path, const SourceLocation &where, genai::EnumMapper &enums)
{
    Message msg;
    msg.jsonPath = path;
    msg.raw = tolerant::rawText(e);
    Diagnostics &diags = msg.diagnostics;
    if (!e.is_object()) {
        genai::wrongType(diags, where, path, "object", e);
        return msg;
    }
    const J *fallbackActions = nullptr;
    const NormalisedEvent<J> n = normalise(e, path, where, diags, fallbackActions);

    msg.id = text(n.get(EventKey::Id));
    if (const J *name = n.get(EventKey::Name); name && name->is_string()) {
        const std::string_view id = tolerant::textOf(*name);
        msg.id = QString::fromUtf8(id.data(), qsizetype(id.size())).section(u'/', -1);
    }
    msg.author = text(n.get(EventKey::Author));
    msg.invocationId = text(n.get(EventKey::InvocationId));
    msg.branch = text(n.get(EventKey::Branch));
    bool naive = false;
    const J *time = n.get(EventKey::Timestamp);
    msg.time = tolerant::toTimestamp(time, &naive);
    if (time && !msg.time.valid)
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a time: %2"),
            {n.keyOf(EventKey::Timestamp), genai::propertyText(*time)},
            genai::at(where, n.pathOf(EventKey::Timestamp))));
    else if (naive && time->is_string())
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The time %1 has no UTC offset; read as UTC"),
            {genai::propertyText(*time)}, genai::at(where, n.pathOf(EventKey::Timestamp))));
    const auto flag = [&](EventKey folded) {
        return readFlag(
            n.get(folded), [&] { return n.pathOf(folded); }, where, diags);
    };
    msg.flags.partial = flag(EventKey::Partial);
    msg.flags.turnComplete = flag(EventKey::TurnComplete);
    msg.flags.interrupted = flag(EventKey::Interrupted);
    if (const J *ids = n.get(EventKey::LongRunningToolIds)) {
        if (ids->is_array()) {
            for (const J &id : *ids) {
                if (auto s = tolerant::toString(&id))
                    msg.longRunningToolIds.append(*s);
            }
        } else {
            genai::wrongType(diags, where, n.pathOf(EventKey::LongRunningToolIds), "array", *ids);
        }
    }
    msg.finishReason = enums.finishReason(
        n.get(EventKey::FinishReason), genai::at(where, n.pathOf(EventKey::FinishReason)));
    msg.modelVersion = text(n.get(EventKey::ModelVersion));

    // Content and its parts.
    GenaiContent content;
    if (const J *c = n.get(EventKey::Content))
        content = genai::readContent(*c, n.pathOf(EventKey::Content), where, diags);
    msg.role = content.role;
    msg.chunks = std::move(content.chunks);

    // Usage, with the Agent Engine fallback customMetadata._usage_metadata.
    const J *custom = n.get(EventKey::CustomMetadata);
    if (custom && !custom->is_object()) {
        genai::wrongType(diags, where, n.pathOf(EventKey::CustomMetadata), "object", *custom);
        custom = nullptr;
    }
    // customMetadata without the members read here (never copied unless its text is wanted).
    const J *customUsage = nullptr;
    const J *compaction = nullptr;
    if (custom) {
        if (auto it = custom->find("_usage_metadata"); it != custom->end())
            customUsage = &*it;
        if (auto it = custom->find("_compaction"); it != custom->end())
            compaction = &*it;
    }
    if (const J *usage = n.get(EventKey::UsageMetadata)) {
        customUsage = nullptr; // stays in customMetadata
        if (usage->is_object())
            msg.usage = genai::readUsage(*usage);
        else
            genai::wrongType(diags, where, n.pathOf(EventKey::UsageMetadata), "object", *usage);
    } else if (customUsage) {
        msg.usage = genai::readUsage(*customUsage);
    }
    if (custom && tolerant::RawTextScope::wanted()) {
        Json customRest = Json::object();
        auto &rest = *customRest.get_ptr<Json::object_t *>();
        for (auto it = custom->begin(); it != custom->end(); ++it) {
            if (&it.value() != customUsage && &it.value() != compaction)
                rest.emplace_back(
                    std::string(it.key()), tolerant::asJson(it.value())); // unique keys
        }
        if (!customRest.empty())
            msg.customMetadata = tolerant::toJsonText(customRest);
    }

    const auto actionsPath = [&n] { return n.pathOf(EventKey::Actions); };
    msg.actions = readActions(n.get(EventKey::Actions), fallbackActions, actionsPath, where, diags);

    for (const EventKey k : propertyKeys) {
        if (const J *v = n.get(k))
            msg.properties.append({n.keyOf(k), genai::propertyText(*v)});
    }
    if (compaction && !compaction->is_null())
        msg.properties.append({u"_compaction"_s, genai::propertyText(*compaction)});

    // A visible error row and a visible transfer.
    const J *errorCode = n.get(EventKey::ErrorCode);
    const J *errorMessage = n.get(EventKey::ErrorMessage);
    if (errorCode || errorMessage) {
        Chunk error;
        error.kind = ChunkKind::Error;
        error.mimeType = text(errorCode);
        error.text = text(errorMessage);
        error.jsonPath = n.pathOf(errorCode ? EventKey::ErrorCode : EventKey::ErrorMessage);
        msg.chunks.append(error);
    }
    if (!msg.actions.stateDelta.isNull()) { // cli.md: stateDelta is an updatedVariables chunk
        Chunk variables;
        variables.kind = ChunkKind::UpdatedVariables;
        variables.json = msg.actions.stateDelta;
        variables.jsonPath = actionsPath();
        msg.chunks.append(variables);
    }
    if (!msg.actions.transferToAgent.isEmpty()) {
        Chunk transfer;
        transfer.kind = ChunkKind::AgentTransfer;
        transfer.targetAgent = msg.actions.transferToAgent;
        transfer.jsonPath = actionsPath();
        msg.chunks.append(transfer);
    }

    const J *gm = n.get(EventKey::GroundingMetadata);
    const J *cm = n.get(EventKey::CitationMetadata);
    if (gm || cm) {
        Grounding g
            = readGrounding(gm, cm, content.groundingParts, n.pathOf(EventKey::GroundingMetadata),
                n.pathOf(EventKey::CitationMetadata), where, diags);
        if (!g.isEmpty() || !g.searchChips.isEmpty() || !g.searchEntryPointData.isNull()
            || g.dynamicRetrievalScore)
            msg.grounding = std::make_shared<const Grounding>(std::move(g));
    }

    // The fields nobody reads, as extra: a text only the window and export show.
    if (!tolerant::RawTextScope::wanted())
        return msg;
    Json extra = Json::object();
    for (const auto &entry : n.sortedFields()) {
        const EventField<J> *f = entry.second;
        if (f->known == EventKey::Count)
            extra[std::string(f->key)] = tolerant::asJson(*f->value);
    }
    for (const EventField<J> &f : n.duplicates())
        extra[std::string(f.key)] = tolerant::asJson(*f.value);
    if (!extra.empty())
        msg.extra = tolerant::rawText(extra);
    return msg;
}

template Message readEvent(
    const Json &, const QString &, const SourceLocation &, genai::EnumMapper &);
template Message readEvent(
    const TapeValue &, const QString &, const SourceLocation &, genai::EnumMapper &);

} // namespace adk
