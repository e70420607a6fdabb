// SPDX-License-Identifier: GPL-2.0-or-later
// One span of a trace file: ADK `/debug/trace` spans and OTLP/JSON spans (adk-live.md §4.2, §4.3).
#include "reader_support.h"
#include "trace_reader.h"

#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace {

bool isHex(QStringView s)
{
    for (const QChar c : s) {
        if (!c.isDigit() && !(c >= u'a' && c <= u'f') && !(c >= u'A' && c <= u'F'))
            return false;
    }
    return !s.isEmpty();
}

QString withoutZeros(const QString &hex)
{
    for (const QChar c : hex) {
        if (c != u'0')
            return hex;
    }
    return QString();
}

Timestamp fromNanos(qint64 ns)
{
    Timestamp t;
    t.nanosSinceEpoch = ns;
    t.valid = true;
    return t;
}

// The OTLP kind enum by number or name ("SPAN_KIND_CLIENT", "client"); empty for UNSPECIFIED.
QString kindName(const Json *kind)
{
    static const QStringList names
        = {u"unspecified"_s, u"internal"_s, u"server"_s, u"client"_s, u"producer"_s, u"consumer"_s};
    if (!kind)
        return QString();
    if (const auto i = tolerant::toInt64(kind))
        return *i > 0 && *i < names.size() ? names.at(int(*i)) : QString();
    QString s = tolerant::toString(kind).value_or(QString()).toLower();
    s.remove(u"span_kind_"_s);
    return s == names.first() ? QString() : s;
}

// OTLP attributes: [{"key": k, "value": AnyValue}] as one object.
Json keyValues(const Json &list)
{
    Json out = Json::object();
    if (!list.is_array())
        return out;
    for (const Json &kv : list) {
        const Json *key = field(kv, "key");
        if (!key || !key->is_string())
            continue;
        const Json *value = field(kv, "value");
        out[key->get<std::string>()] = value ? trace::otlpValue(*value) : Json();
    }
    return out;
}

void warn(Diagnostics &diagnostics, const SourceLocation &where, const QString &jsonPath,
    const char *text, const QStringList &args)
{
    diagnostics.append(makeDiagnostic(Severity::Warning, text, args, readers::at(where, jsonPath)));
}

Timestamp readTime(const Json &span, std::initializer_list<std::string_view> keys,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    const Json *v = field(span, keys);
    if (!v || v->is_null())
        return Timestamp();
    if (const auto ns = tolerant::toInt64(v); ns && *ns > 0)
        return fromNanos(*ns);
    warn(diagnostics, where, jsonPath,
        QT_TRANSLATE_NOOP("Diagnostic", "Unreadable span time %1: expected Unix nanoseconds"),
        {QString::fromStdString(v->dump()).left(80)});
    return Timestamp();
}

QString readId(const Json &span, std::initializer_list<std::string_view> keys,
    const QString &jsonPath, const SourceLocation &where, Diagnostics &diagnostics)
{
    const Json *v = field(span, keys);
    if (!v)
        return QString();
    const QString id = trace::normaliseId(*v);
    if (!v->is_null() && !v->is_string() && !v->is_number())
        warn(diagnostics, where, jsonPath,
            QT_TRANSLATE_NOOP("Diagnostic", "Unreadable span id %1: expected hex or base64 text"),
            {QString::fromStdString(v->dump()).left(80)});
    return id;
}

// The span's status as OTel's exporters name it in attributes (`otel.status_code`).
void addStatus(Json &attributes, const Json *status)
{
    if (!status || !status->is_object())
        return;
    static const QStringList codes = {u"UNSET"_s, u"OK"_s, u"ERROR"_s};
    const QString code = tolerant::toEnumName(field(*status, "code"), codes).value_or(QString());
    QString name = code.toUpper();
    name.remove(u"STATUS_CODE_"_s);
    if (!name.isEmpty() && name != u"UNSET"_s)
        attributes["otel.status_code"] = name.toStdString();
    if (const Json *message = field(*status, "message");
        message && message->is_string() && !message->get_ref<const std::string &>().empty())
        attributes["otel.status_description"] = *message;
}

} // namespace

namespace trace {

Json otlpValue(const Json &anyValue)
{
    if (!anyValue.is_object() || anyValue.empty())
        return anyValue.is_object() ? Json() : anyValue;
    const auto it = anyValue.begin();
    const std::string key = tolerant::foldKey(it.key());
    const Json &v = it.value();
    if (key == "intvalue") {
        if (const auto i = tolerant::toInt64(&v))
            return *i;
        return v;
    }
    if (key == "doublevalue") {
        if (const auto d = tolerant::toDouble(&v))
            return *d;
        return v;
    }
    if (key == "boolvalue")
        return tolerant::toBool(&v).value_or(false);
    if (key == "arrayvalue") {
        Json out = Json::array();
        if (const Json *values = field(v, "values"); values && values->is_array()) {
            for (const Json &item : *values)
                out.push_back(otlpValue(item));
        }
        return out;
    }
    if (key == "kvlistvalue") {
        const Json *values = field(v, "values");
        return values ? keyValues(*values) : Json::object();
    }
    return v; // stringValue, bytesValue (base64 text), or an unknown form as written
}

QString normaliseId(const Json &id)
{
    if (id.is_number_unsigned() || id.is_number_integer())
        return withoutZeros(QString::number(id.get<std::uint64_t>(), 16).rightJustified(16, u'0'));
    if (id.is_number_float()) // a 128-bit Python id past 2^64: only its decimal text is left
        return QString::number(id.get<double>(), 'f', 0);
    if (!id.is_string())
        return QString();
    const QString text = QString::fromStdString(id.get<std::string>()).trimmed();
    if (isHex(text) && (text.size() == 16 || text.size() == 32))
        return withoutZeros(text.toLower());
    if (text.size() % 4 == 0) {
        if (const auto bytes = tolerant::decodeBase64(id.get_ref<const std::string &>());
            bytes && (bytes->size() == 8 || bytes->size() == 16))
            return withoutZeros(QString::fromLatin1(bytes->toHex()));
    }
    return withoutZeros(text.toLower());
}

Span readSpan(const Json &span, const QString &jsonPath, const SourceLocation &where,
    Diagnostics &diagnostics, QString *sessionId)
{
    Span s;
    s.jsonPath = jsonPath;
    if (!span.is_object()) {
        readers::wrongType(diagnostics, where, jsonPath, "object", span);
        return s;
    }
    s.name = tolerant::stringOr(span, "name");
    s.spanId = readId(span, {"spanid", "span_id"}, jsonPath, where, diagnostics);
    s.traceId = readId(span, {"traceid", "trace_id"}, jsonPath, where, diagnostics);
    s.parentSpanId = readId(
        span, {"parentspanid", "parent_span_id", "parentid"}, jsonPath, where, diagnostics);
    s.start = readTime(span, {"starttimeunixnano", "starttime"}, jsonPath, where, diagnostics);
    s.end = readTime(span, {"endtimeunixnano", "endtime"}, jsonPath, where, diagnostics);
    if (s.start.valid && s.end.valid) {
        if (s.end.nanosSinceEpoch < s.start.nanosSinceEpoch)
            warn(diagnostics, where, jsonPath,
                QT_TRANSLATE_NOOP("Diagnostic", "Span %1 ends before it starts"), {s.name});
        else
            s.duration = s.end.nanosSinceEpoch - s.start.nanosSinceEpoch;
    }
    s.kind = kindName(field(span, "kind"));
    Json attributes;
    if (const Json *a = field(span, "attributes"); a && a->is_array()) {
        attributes = keyValues(*a);
    } else if (a && a->is_object()) {
        attributes = *a;
    } else {
        // The `/debug/trace/{event}` attribute map, or Go's flattened span: the rest is attributes.
        attributes = Json::object();
        static const char *const known[] = {"name", "spanid", "traceid", "parentspanid", "parentid",
            "starttime", "endtime", "starttimeunixnano", "endtimeunixnano", "kind", "status",
            "logs", "events", "links", "attributes", "flags", "tracestate"};
        for (auto it = span.begin(); it != span.end(); ++it) {
            const std::string folded = tolerant::foldKey(it.key());
            if (std::none_of(std::begin(known), std::end(known),
                    [&folded](const char *k) { return folded == k; }))
                attributes[it.key()] = it.value();
        }
    }
    addStatus(attributes, field(span, "status"));
    if (const auto it = attributes.find("gcp.vertex.agent.event_id"); it != attributes.end())
        s.eventId = tolerant::toString(&*it).value_or(QString());
    if (const auto it = attributes.find("gen_ai.tool.call.id"); it != attributes.end())
        s.toolCallId = tolerant::toString(&*it).value_or(QString());
    for (const char *key : {"gcp.vertex.agent.session_id", "gen_ai.conversation.id"}) {
        if (const auto it = attributes.find(key);
            sessionId && sessionId->isEmpty() && it != attributes.end())
            *sessionId = tolerant::toString(&*it).value_or(QString());
    }
    if (!attributes.empty())
        s.attributes = tolerant::rawText(attributes);
    return s;
}

void readOtlp(const Json &request, const QString &jsonPath, const SourceLocation &where,
    QVector<Span> &spans, Diagnostics &diagnostics, QString *sessionId)
{
    const char *resourceKey = field(request, "resourceSpans") ? "resourceSpans" : "batches";
    const Json *resources = field(request, resourceKey);
    if (!resources || !resources->is_array()) {
        readers::wrongType(diagnostics, where, tolerant::path(jsonPath, resourceKey), "array",
            resources ? *resources : Json());
        return;
    }
    qint64 r = 0;
    for (const Json &resource : *resources) {
        const QString resourcePath = tolerant::path(jsonPath, resourceKey, r++);
        const char *scopeKey
            = field(resource, "scopeSpans") ? "scopeSpans" : "instrumentationLibrarySpans";
        const Json *scopes = field(resource, scopeKey);
        if (!scopes || !scopes->is_array()) {
            if (scopes)
                readers::wrongType(
                    diagnostics, where, tolerant::path(resourcePath, scopeKey), "array", *scopes);
            continue;
        }
        qint64 sc = 0;
        for (const Json &scope : *scopes) {
            const QString scopePath = tolerant::path(resourcePath, scopeKey, sc++);
            const Json *list = field(scope, "spans");
            if (!list || !list->is_array()) {
                if (list)
                    readers::wrongType(
                        diagnostics, where, tolerant::path(scopePath, "spans"), "array", *list);
                continue;
            }
            qint64 i = 0;
            for (const Json &span : *list)
                spans.append(
                    readSpan(span, tolerant::path(scopePath, "spans", i++), where, diagnostics));
        }
    }
}

} // namespace trace
