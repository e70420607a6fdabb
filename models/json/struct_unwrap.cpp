// SPDX-License-Identifier: GPL-2.0-or-later
// unwrapStructFields(): protobuf Struct in message form → plain JSON (formats.md §3.7).
#include "tolerant_json.h"

#include "raw_text_scope.h"

#include <nlohmann/json.hpp>

namespace tolerant {

namespace {

bool unwrapStruct(const Json &s, Json *out, int depth);

// One google.protobuf.Value in message form: exactly one of the kind keys.
bool unwrapValue(const Json &w, Json *out, int depth)
{
    if (!w.is_object() || w.size() != 1 || depth > 200)
        return false;
    const auto it = w.begin();
    const std::string kind = foldKey(it.key());
    const Json &inner = it.value();
    if (kind == "stringvalue" && inner.is_string()) {
        *out = inner;
        return true;
    }
    if (kind == "numbervalue" && (inner.is_number() || inner.is_string())) {
        *out = inner;
        return true;
    }
    if (kind == "boolvalue" && inner.is_boolean()) {
        *out = inner;
        return true;
    }
    if (kind == "nullvalue") {
        *out = nullptr;
        return true;
    }
    if (kind == "structvalue")
        return unwrapStruct(inner, out, depth + 1);
    if (kind == "listvalue") {
        if (!inner.is_object())
            return false;
        Json list = Json::array();
        if (!inner.empty()) {
            const Json *values = field(inner, "values");
            if (inner.size() != 1 || (values && !values->is_array()))
                return false;
            if (values) {
                for (const Json &item : *values) {
                    Json u;
                    if (!unwrapValue(item, &u, depth + 1))
                        return false;
                    list.push_back(std::move(u));
                }
            }
        }
        *out = std::move(list);
        return true;
    }
    return false;
}

bool unwrapStruct(const Json &s, Json *out, int depth)
{
    if (!s.is_object() || depth > 200)
        return false;
    Json obj = Json::object();
    if (s.empty()) { // an empty Struct
        *out = std::move(obj);
        return true;
    }
    if (s.size() != 1 || foldKey(s.begin().key()) != "fields")
        return false;
    const Json &fields = s.begin().value();
    if (!fields.is_object())
        return false;
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        Json u;
        if (!unwrapValue(it.value(), &u, depth + 1))
            return false;
        obj[it.key()] = std::move(u);
    }
    *out = std::move(obj);
    return true;
}

} // namespace

const Json &unwrappedStruct(const Json &v, Json &storage)
{
    // Only an object whose single key is `fields` is a candidate (an empty object stays as is).
    if (!v.is_object() || v.size() != 1 || foldKey(v.begin().key()) != "fields")
        return v;
    Json out;
    if (!unwrapStruct(v, &out, 0))
        return v;
    storage = std::move(out);
    return storage;
}

Json unwrapStructFields(const Json &v)
{
    Json storage;
    const Json &out = unwrappedStruct(v, storage);
    if (&out == &storage)
        return storage;
    return out;
}

JsonText structText(const Json &v)
{
    Json storage;
    return toJsonText(unwrappedStruct(v, storage));
}

JsonText structText(const TapeValue &v)
{
    // As unwrappedStruct(): only an object whose single key is `fields` may be a Struct.
    if (!v.is_object() || v.size() != 1 || !keyFoldsTo(v.begin().key(), "fields"))
        return toJsonText(v);
    return structText(toJson(v));
}

JsonText rawStructText(const Json &v)
{
    return RawTextScope::wanted() ? structText(v) : JsonText();
}

JsonText rawStructText(const TapeValue &v)
{
    return RawTextScope::wanted() ? rawStructText(toJson(v)) : JsonText();
}

} // namespace tolerant
