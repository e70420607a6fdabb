// SPDX-License-Identifier: GPL-2.0-or-later
// One ADK Event or Agent Engine SessionEvent → Message (formats.md §1.4.1-§1.4.5, §3.1).
#include "adk_reader.h"

#include "adk_normalised_event.h"
#include "genai_content_reader.h"
#include "grounding_reader.h"

#include "json/raw_text_scope.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <vector>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

// Folded keys read into Message fields; anything else goes to extra.
const char *const knownKeys[] = {"id", "invocationid", "author", "timestamp", "branch", "content",
    "actions", "longrunningtoolids", "partial", "turncomplete", "interrupted", "finishreason",
    "errorcode", "errormessage", "groundingmetadata", "citationmetadata", "usagemetadata",
    "custommetadata", "modelversion", "avglogprobs", "logprobsresult", "cachemetadata",
    "inputtranscription", "outputtranscription", "livesessionresumptionupdate", "interactionid",
    "turncompletereason", "name"};

// Shown as properties, in this order.
const char *const propertyKeys[] = {"name", "errorcode", "errormessage", "interactionid",
    "avglogprobs", "turncompletereason", "cachemetadata", "inputtranscription",
    "outputtranscription", "livesessionresumptionupdate", "logprobsresult"};

bool isKnown(const std::string &folded)
{
    for (const char *k : knownKeys) {
        if (folded == k)
            return true;
    }
    return false;
}

bool isEmptyValue(const Json &v)
{
    return v.is_null() || ((v.is_object() || v.is_array()) && v.empty())
        || (v.is_boolean() && !v.get<bool>());
}

// Free-form object: verbatim, `{}` → null ("no change"); `[{key, value}]` maps become objects.
JsonText freeForm(const Json *v)
{
    if (!v || isEmptyValue(*v))
        return {};
    if (v->is_array()) {
        Json map = Json::object();
        for (const Json &entry : *v) {
            const Json *key = field(entry, "key");
            if (!key || !key->is_string())
                return tolerant::toJsonText(*v);
            const Json *value = field(entry, "value");
            map[key->get<std::string>()] = value ? *value : Json();
        }
        return tolerant::toJsonText(map);
    }
    Json storage;
    return tolerant::toJsonText(tolerant::unwrappedStruct(*v, storage));
}

// freeForm() for a text only the window and export show: null inside a RawTextScope that turned
// raw texts off.
JsonText shownFreeForm(const Json *v)
{
    return tolerant::RawTextScope::wanted() ? freeForm(v) : JsonText();
}

// `pathOf()` gives the flag's JSON path; it is asked only for a diagnostic.
template<typename PathOf>
bool readFlag(const Json *v, const PathOf &pathOf, const SourceLocation &where, Diagnostics &diags)
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
EventActions readActions(const Json *actions, const Json *fallback, const QString &path,
    const SourceLocation &where, Diagnostics &diags)
{
    EventActions a;
    // The members of both, the first of each folded key kept (values point into the sources).
    struct Member {
        const std::string *key;
        std::string folded;
        const Json *value;
    };
    std::vector<Member> merged;
    for (const Json *source : {actions, fallback}) {
        if (!source)
            continue;
        if (!source->is_object()) {
            genai::wrongType(diags, where, path, "object", *source);
            continue;
        }
        for (auto it = source->begin(); it != source->end(); ++it) {
            if (it.value().is_null())
                continue;
            std::string folded = tolerant::foldKey(it.key());
            if (std::none_of(merged.cbegin(), merged.cend(),
                    [&folded](const Member &m) { return m.folded == folded; }))
                merged.push_back(Member {&it.key(), std::move(folded), &it.value()});
        }
    }
    Json extra = Json::object();
    const bool keepExtra = tolerant::RawTextScope::wanted();
    for (const Member &m : merged) {
        const std::string &k = m.folded;
        const auto keyPath = [&] { return tolerant::path(path, m.key->c_str()); };
        if (k == "statedelta")
            a.stateDelta = freeForm(m.value);
        else if (k == "artifactdelta")
            a.artifactDelta = shownFreeForm(m.value);
        else if (k == "requestedauthconfigs")
            a.requestedAuthConfigs = shownFreeForm(m.value);
        else if (k == "transfertoagent" || k == "transferagent")
            a.transferToAgent = tolerant::toString(m.value).value_or(QString());
        else if (k == "escalate")
            a.escalate = readFlag(m.value, keyPath, where, diags);
        else if (k == "skipsummarization")
            a.skipSummarization = readFlag(m.value, keyPath, where, diags);
        else if (keepExtra && !isEmptyValue(*m.value))
            extra[*m.key] = *m.value;
    }
    if (!extra.empty())
        a.extra = tolerant::rawText(extra);
    return a;
}

NormalisedEvent normalise(const Json &e, const QString &path, const SourceLocation &where,
    Diagnostics &diags, const Json *&fallbackActions)
{
    NormalisedEvent n;
    fallbackActions = nullptr;
    const Json *raw = field(e, "rawEvent");
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
        const std::string k = tolerant::foldKey(it.key());
        if (it.value().is_null() || k == "rawevent" || k == "eventmetadata")
            continue;
        const bool overwrite = k == "invocationid" || k == "author" || k == "timestamp";
        if (k == "actions" && n.get("actions")) {
            fallbackActions = &it.value();
            continue;
        }
        if (overwrite || !n.get(k.c_str()))
            n.set(k, {&it.value(), &it.key(), path});
    }
    if (const Json *metadata = field(e, "eventMetadata")) {
        if (metadata->is_object())
            n.addAll(*metadata, tolerant::path(path, "eventMetadata"), false, diags, where);
        else
            genai::wrongType(
                diags, where, tolerant::path(path, "eventMetadata"), "object", *metadata);
    }
    return n;
}

QString text(const Json *v)
{
    return tolerant::toString(v).value_or(QString());
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

Message readEvent(
    const Json &e, const QString &path, const SourceLocation &where, genai::EnumMapper &enums)
{
    Message msg;
    msg.jsonPath = path;
    msg.raw = tolerant::rawText(e);
    Diagnostics &diags = msg.diagnostics;
    if (!e.is_object()) {
        genai::wrongType(diags, where, path, "object", e);
        return msg;
    }
    const Json *fallbackActions = nullptr;
    const NormalisedEvent n = normalise(e, path, where, diags, fallbackActions);

    msg.id = text(n.get("id"));
    if (const Json *name = n.get("name"); name && name->is_string())
        msg.id = QString::fromStdString(name->get<std::string>()).section(u'/', -1);
    msg.author = text(n.get("author"));
    msg.invocationId = text(n.get("invocationid"));
    msg.branch = text(n.get("branch"));
    bool naive = false;
    const Json *time = n.get("timestamp");
    msg.time = tolerant::toTimestamp(time, &naive);
    if (time && !msg.time.valid)
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "%1 is not a time: %2"),
            {n.keyOf("timestamp"), genai::propertyText(*time)},
            genai::at(where, n.pathOf("timestamp"))));
    else if (naive && time->is_string())
        diags.append(makeDiagnostic(Severity::Warning,
            QT_TRANSLATE_NOOP("Diagnostic", "The time %1 has no UTC offset; read as UTC"),
            {genai::propertyText(*time)}, genai::at(where, n.pathOf("timestamp"))));
    const auto flag = [&](const char *folded) {
        return readFlag(
            n.get(folded), [&] { return n.pathOf(folded); }, where, diags);
    };
    msg.flags.partial = flag("partial");
    msg.flags.turnComplete = flag("turncomplete");
    msg.flags.interrupted = flag("interrupted");
    if (const Json *ids = n.get("longrunningtoolids")) {
        if (ids->is_array()) {
            for (const Json &id : *ids) {
                if (auto s = tolerant::toString(&id))
                    msg.longRunningToolIds.append(*s);
            }
        } else {
            genai::wrongType(diags, where, n.pathOf("longrunningtoolids"), "array", *ids);
        }
    }
    msg.finishReason
        = enums.finishReason(n.get("finishreason"), genai::at(where, n.pathOf("finishreason")));
    msg.modelVersion = text(n.get("modelversion"));

    // Content and its parts.
    GenaiContent content;
    if (const Json *c = n.get("content"))
        content = genai::readContent(*c, n.pathOf("content"), where, diags);
    msg.role = content.role;
    msg.chunks = std::move(content.chunks);

    // Usage, with the Agent Engine fallback customMetadata._usage_metadata.
    const Json *custom = n.get("custommetadata");
    if (custom && !custom->is_object()) {
        genai::wrongType(diags, where, n.pathOf("custommetadata"), "object", *custom);
        custom = nullptr;
    }
    // customMetadata without the members read here (never copied unless its text is wanted).
    const Json *customUsage = nullptr;
    const Json *compaction = nullptr;
    if (custom) {
        if (auto it = custom->find("_usage_metadata"); it != custom->end())
            customUsage = &*it;
        if (auto it = custom->find("_compaction"); it != custom->end())
            compaction = &*it;
    }
    if (const Json *usage = n.get("usagemetadata")) {
        customUsage = nullptr; // stays in customMetadata
        if (usage->is_object())
            msg.usage = genai::readUsage(*usage);
        else
            genai::wrongType(diags, where, n.pathOf("usagemetadata"), "object", *usage);
    } else if (customUsage) {
        msg.usage = genai::readUsage(*customUsage);
    }
    if (custom && tolerant::RawTextScope::wanted()) {
        Json customRest = Json::object();
        auto &rest = *customRest.get_ptr<Json::object_t *>();
        for (auto it = custom->begin(); it != custom->end(); ++it) {
            if (&it.value() != customUsage && &it.value() != compaction)
                rest.emplace_back(it.key(), it.value()); // keys of an object are unique already
        }
        if (!customRest.empty())
            msg.customMetadata = tolerant::toJsonText(customRest);
    }

    const QString actionsPath = n.pathOf("actions");
    msg.actions = readActions(n.get("actions"), fallbackActions, actionsPath, where, diags);

    for (const char *k : propertyKeys) {
        if (const Json *v = n.get(k))
            msg.properties.append({n.keyOf(k), genai::propertyText(*v)});
    }
    if (compaction && !compaction->is_null())
        msg.properties.append({u"_compaction"_s, genai::propertyText(*compaction)});

    // A visible error row and a visible transfer.
    const Json *errorCode = n.get("errorcode");
    const Json *errorMessage = n.get("errormessage");
    if (errorCode || errorMessage) {
        Chunk error;
        error.kind = ChunkKind::Error;
        error.mimeType = text(errorCode);
        error.text = text(errorMessage);
        error.jsonPath = n.pathOf(errorCode ? "errorcode" : "errormessage");
        msg.chunks.append(error);
    }
    if (!msg.actions.stateDelta.isNull()) { // cli.md: stateDelta is an updatedVariables chunk
        Chunk variables;
        variables.kind = ChunkKind::UpdatedVariables;
        variables.json = msg.actions.stateDelta;
        variables.jsonPath = actionsPath;
        msg.chunks.append(variables);
    }
    if (!msg.actions.transferToAgent.isEmpty()) {
        Chunk transfer;
        transfer.kind = ChunkKind::AgentTransfer;
        transfer.targetAgent = msg.actions.transferToAgent;
        transfer.jsonPath = actionsPath;
        msg.chunks.append(transfer);
    }

    const Json *gm = n.get("groundingmetadata");
    const Json *cm = n.get("citationmetadata");
    if (gm || cm) {
        Grounding g = readGeminiGrounding(gm, cm, content.groundingParts,
            n.pathOf("groundingmetadata"), n.pathOf("citationmetadata"), where, diags);
        if (!g.isEmpty() || !g.searchChips.isEmpty() || !g.searchEntryPointData.isNull()
            || g.dynamicRetrievalScore)
            msg.grounding = std::make_shared<const Grounding>(std::move(g));
    }

    // The fields nobody reads, as extra: a text only the window and export show.
    if (!tolerant::RawTextScope::wanted())
        return msg;
    Json extra = Json::object();
    for (const auto *entry : n.sortedFields()) {
        if (!isKnown(entry->first))
            extra[*entry->second.key] = *entry->second.value;
    }
    for (const EventField &f : n.duplicates())
        extra[*f.key] = *f.value;
    if (!extra.empty())
        msg.extra = tolerant::rawText(extra);
    return msg;
}

} // namespace adk
