// SPDX-License-Identifier: GPL-2.0-or-later
#include "span_details.h"

#include "json/json_node.h"
#include "json/json_parse.h"

#include <QCoreApplication>
#include <QStringList>
#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using Json = nlohmann::ordered_json;

namespace {

/// `text` marked with QT_TRANSLATE_NOOP("SpanDetails", …) in the current language (a helper
/// of another name than tr(): lupdate skips the marks inside a tr() call).
QString translated(const char *text)
{
    return QCoreApplication::translate("SpanDetails", text);
}

QString dump(const Json &v)
{
    try {
        return QString::fromStdString(v.dump(2, ' ', false, Json::error_handler_t::replace));
    } catch (const std::exception &) {
        return QString();
    }
}

void line(QStringList &out, const char *label, const QString &value)
{
    if (!value.isEmpty())
        out << translated(label).arg(value);
}

} // namespace

namespace spandetails {

QString prettyValue(const QByteArray &jsonValue)
{
    Json v;
    if (!tolerant::parseJson(jsonValue, v))
        return QString::fromUtf8(jsonValue);
    if (v.is_string()) {
        // ADK keeps requests, responses and tool arguments as JSON inside a string.
        const std::string &s = v.get_ref<const std::string &>();
        Json inner;
        if (!s.empty() && (s.front() == '{' || s.front() == '[') && tolerant::parseJson(s, inner))
            return dump(inner);
        return QString::fromStdString(s);
    }
    return dump(v);
}

QString text(const Span &span)
{
    QStringList out;
    //: Trace pane details: %1 is the span's name
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Span: %1"), span.name);
    if (span.derived)
        out << translated(
            QT_TRANSLATE_NOOP("SpanDetails", "Derived from event times: not measured by a tracer"));
    //: Trace pane details: the OpenTelemetry span kind (internal, client, server, …)
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Kind: %1"), span.kind);
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Start: %1"),
        span.start.valid ? span.start.toRfc3339() : QString());
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "End: %1"),
        span.end.valid ? span.end.toRfc3339() : QString());
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Duration: %1"),
        span.duration ? formatDuration(*span.duration) : QString());
    //: Trace pane details: the id of the event (message) this span produced
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Event: %1"), span.eventId);
    //: Trace pane details: the function call id this tool span executed
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Tool call: %1"), span.toolCallId);
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Trace id: %1"), span.traceId);
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Span id: %1"), span.spanId);
    line(out, QT_TRANSLATE_NOOP("SpanDetails", "Parent span id: %1"), span.parentSpanId);
    Json attributes;
    if (span.attributes.isNull() || !tolerant::parseJson(span.attributes.json, attributes)
        || !attributes.is_object() || attributes.empty())
        return out.join(u'\n');
    out << QString();
    //: Trace pane details: heading above the span's key/value attributes
    out << translated(QT_TRANSLATE_NOOP("SpanDetails", "Attributes"));
    for (auto it = attributes.begin(); it != attributes.end(); ++it) {
        const QString value = prettyValue(QByteArray::fromStdString(
            it.value().dump(-1, ' ', false, Json::error_handler_t::replace)));
        const QString key = QString::fromStdString(it.key());
        out << (value.contains(u'\n') ? key + u":\n"_s + value : key + u": "_s + value);
    }
    return out.join(u'\n');
}

} // namespace spandetails
