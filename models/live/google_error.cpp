// SPDX-License-Identifier: GPL-2.0-or-later
// Google's REST error envelope (google/rpc/status.proto, error_details.proto) in a few words.
#include "google_error.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxEntry = 160;

QString str(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    if (v.isString())
        return v.toString();
    if (v.isDouble())
        return QString::number(v.toDouble());
    return {};
}

// "a: b" for the non-empty ones among `parts`.
QString joined(const QStringList &parts, const QString &separator = u": "_s)
{
    QStringList kept;
    for (const QString &p : parts)
        if (!p.trimmed().isEmpty())
            kept << p.trimmed();
    return kept.join(separator);
}

// Each object of `o[key]` as `render` makes it, joined with ", ".
template<typename Render>
QString each(const QJsonObject &o, const QString &key, Render render)
{
    QStringList out;
    for (const QJsonValue &v : o.value(key).toArray())
        out << render(v.toObject());
    return out.join(u", "_s);
}

QString detailText(const QJsonValue &value)
{
    const QJsonObject d = value.toObject();
    QString type = str(d, u"@type"_s);
    type = type.mid(type.lastIndexOf(u'.') + 1); // type.googleapis.com/google.rpc.ErrorInfo
    QString text;
    if (type == u"ErrorInfo"_s) {
        QStringList metadata;
        const QJsonObject m = d.value(u"metadata"_s).toObject();
        for (auto it = m.begin(); it != m.end(); ++it)
            metadata << it.key() + u'=' + it.value().toString();
        const QString inside = joined({str(d, u"domain"_s), metadata.join(u", "_s)}, u"; "_s);
        text = joined({type, str(d, u"reason"_s)}, u" "_s)
            + (inside.isEmpty() ? QString() : u" ("_s + inside + u')');
    } else if (type == u"RetryInfo"_s) {
        text = u"RetryInfo: retry after "_s + str(d, u"retryDelay"_s);
    } else if (type == u"QuotaFailure"_s || type == u"PreconditionFailure"_s) {
        text = type + u": "_s + each(d, u"violations"_s, [](const QJsonObject &v) {
            return joined({str(v, u"type"_s), str(v, u"subject"_s), str(v, u"description"_s)});
        });
    } else if (type == u"BadRequest"_s) {
        text = type + u": "_s + each(d, u"fieldViolations"_s, [](const QJsonObject &v) {
            return joined({str(v, u"field"_s), str(v, u"description"_s)});
        });
    } else if (type == u"ResourceInfo"_s) {
        text = type + u": "_s
            + joined({joined({str(d, u"resourceType"_s), str(d, u"resourceName"_s)}, u" "_s),
                str(d, u"description"_s)});
    } else if (type == u"Help"_s) {
        text = type + u": "_s + each(d, u"links"_s, [](const QJsonObject &v) {
            return joined({str(v, u"description"_s), str(v, u"url"_s)}, u" "_s);
        });
    } else if (type == u"LocalizedMessage"_s) {
        text = type + u": "_s + str(d, u"message"_s);
    } else if (type == u"DebugInfo"_s) {
        text = type + u": "_s + str(d, u"detail"_s);
    } else {
        QJsonObject rest = d;
        rest.remove(u"@type"_s);
        const QString json = QString::fromUtf8(value.isObject()
                ? QJsonDocument(rest).toJson(QJsonDocument::Compact)
                : QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact));
        text = joined({type, json}, u" "_s);
    }
    return text.simplified().left(kMaxEntry);
}

} // namespace

GoogleError GoogleError::parse(const QByteArray &body)
{
    GoogleError e;
    QJsonValue v = QJsonDocument::fromJson(body).object().value(u"error"_s);
    if (v.isUndefined()) { // a lone Status, as a stream's element may carry it
        const QJsonDocument doc = QJsonDocument::fromJson(body);
        if (doc.isArray()) // some front ends answer a streamed call's error as [{"error":…}]
            v = doc.array().at(0).toObject().value(u"error"_s);
    }
    const QJsonObject o = v.toObject();
    const QJsonValue code = o.value(u"code"_s);
    e.code = code.isDouble() ? code.toInt() : code.toString().toInt();
    e.status = str(o, u"status"_s);
    e.message = str(o, u"message"_s);
    if (v.isString())
        e.message = v.toString();
    for (const QJsonValue &d : o.value(u"details"_s).toArray())
        if (const QString t = detailText(d); !t.isEmpty())
            e.details << t;
    return e;
}

QString GoogleError::describe(const QByteArray &body, int maxChars)
{
    const GoogleError e = parse(body);
    if (e.isNull()) {
        static const QRegularExpression tags(u"<[^>]*>"_s);
        return QString::fromUtf8(body).remove(tags).simplified().left(maxChars);
    }
    QString text = joined({e.status, e.message});
    if (!e.details.isEmpty())
        text += u" — "_s + e.details.join(u"; "_s);
    return text.left(maxChars);
}
