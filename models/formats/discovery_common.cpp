// SPDX-License-Identifier: GPL-2.0-or-later
// Discovery Engine enum tables, resource names and small value helpers (formats.md §1.6).
#include "discovery_internal.h"

#include <nlohmann/json.hpp>

using namespace Qt::StringLiterals;
using tolerant::field;
using tolerant::Json;

namespace discovery {

const QStringList &answerStateNames()
{
    static const QStringList names
        = {u"STATE_UNSPECIFIED"_s, u"IN_PROGRESS"_s, u"FAILED"_s, u"SUCCEEDED"_s, u"STREAMING"_s};
    return names;
}

const QStringList &stepStateNames()
{
    static const QStringList names
        = {u"STATE_UNSPECIFIED"_s, u"IN_PROGRESS"_s, u"FAILED"_s, u"SUCCEEDED"_s};
    return names;
}

const QStringList &answerSkippedReasonNames()
{
    static const QStringList names = {u"ANSWER_SKIPPED_REASON_UNSPECIFIED"_s,
        u"ADVERSARIAL_QUERY_IGNORED"_s, u"NON_ANSWER_SEEKING_QUERY_IGNORED"_s,
        u"OUT_OF_DOMAIN_QUERY_IGNORED"_s, u"POTENTIAL_POLICY_VIOLATION"_s, u"NO_RELEVANT_CONTENT"_s,
        u"JAIL_BREAKING_QUERY_IGNORED"_s, u"CUSTOMER_POLICY_VIOLATION"_s,
        u"NON_ANSWER_SEEKING_QUERY_IGNORED_V2"_s, u"LOW_GROUNDED_ANSWER"_s,
        u"USER_DEFINED_CLASSIFICATION_QUERY_IGNORED"_s, u"UNHELPFUL_ANSWER"_s};
    return names;
}

const QStringList &queryClassificationNames()
{
    static const QStringList names = {u"TYPE_UNSPECIFIED"_s, u"ADVERSARIAL_QUERY"_s,
        u"NON_ANSWER_SEEKING_QUERY"_s, u"JAIL_BREAKING_QUERY"_s, u"NON_ANSWER_SEEKING_QUERY_V2"_s,
        u"USER_DEFINED_CLASSIFICATION_QUERY"_s};
    return names;
}

const QStringList &attributionTypeNames()
{
    static const QStringList names
        = {u"ATTRIBUTION_TYPE_UNSPECIFIED"_s, u"CORPUS"_s, u"GENERATED"_s};
    return names;
}

const QStringList &sessionStateNames()
{
    static const QStringList names = {u"STATE_UNSPECIFIED"_s, u"IN_PROGRESS"_s};
    return names;
}

const QStringList &assistStateNames()
{
    static const QStringList names = {u"STATE_UNSPECIFIED"_s, u"IN_PROGRESS"_s, u"FAILED"_s,
        u"SUCCEEDED"_s, u"SKIPPED"_s, u"CANCELLED"_s};
    return names;
}

const QStringList &assistSkippedReasonNames()
{
    static const QStringList names = {u"ASSIST_SKIPPED_REASON_UNSPECIFIED"_s,
        u"NON_ASSIST_SEEKING_QUERY_IGNORED"_s, u"CUSTOMER_POLICY_VIOLATION"_s};
    return names;
}

QString str(const Json &obj, std::string_view key)
{
    return tolerant::toString(field(obj, key)).value_or(QString());
}

QString engineOf(const QString &name)
{
    const QStringList parts = name.split(u'/');
    for (const QString &collection : {u"engines"_s, u"dataStores"_s}) {
        const qsizetype i = parts.indexOf(collection);
        if (i >= 0 && i + 1 < parts.size() && !parts.at(i + 1).isEmpty())
            return parts.at(i + 1);
    }
    return QString();
}

QString sessionOf(const QString &name)
{
    const qsizetype sessions = name.indexOf(u"/sessions/"_s);
    if (sessions < 0)
        return QString();
    const qsizetype next = name.indexOf(u'/', sessions + 10);
    return next < 0 ? name : name.left(next);
}

JsonText mapAsObject(const Json &map)
{
    if (!map.is_array())
        return tolerant::toJsonText(map);
    Json object = Json::object();
    for (const Json &entry : map) {
        const Json *key = field(entry, "key");
        if (!key)
            return tolerant::toJsonText(map); // not {key, value} entries: keep as given
        const Json *value = field(entry, "value");
        object[key->is_string() ? key->get<std::string>() : key->dump()] = value ? *value : Json();
    }
    return tolerant::toJsonText(object);
}

JsonText structText(const Json &v)
{
    return tolerant::toJsonText(tolerant::unwrapStructFields(v));
}

bool looksAnswer(const Json &v)
{
    if (!v.is_object())
        return false;
    return field(v, "answerText") || field(v, "citations") || field(v, "references")
        || field(v, "answerSkippedReasons") || field(v, "steps")
        || str(v, "name").contains(u"/answers/"_s);
}

bool looksAssistAnswer(const Json &v)
{
    if (!v.is_object())
        return false;
    return field(v, "replies") || field(v, "assistSkippedReasons")
        || str(v, "name").contains(u"/assistAnswers/"_s);
}

bool looksSession(const Json &v)
{
    if (!v.is_object())
        return false;
    const Json *turns = field(v, "turns");
    const QString name = str(v, "name");
    return (turns && turns->is_array()) || field(v, "userPseudoId")
        || (name.contains(u"/sessions/"_s) && !name.contains(u"/answers/"_s)
            && !name.contains(u"/assistAnswers/"_s));
}

} // namespace discovery
