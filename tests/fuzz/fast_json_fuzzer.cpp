// SPDX-License-Identifier: GPL-2.0-or-later
// Fuzz target: tolerant::fastParseJson against nlohmann::ordered_json::parse. Whenever the fast
// parser takes a text, nlohmann must take it too and give the same value: same types (integer,
// unsigned, float), the same float bits, the same key order and the same duplicate-key result.
// With type-only keys it must take exactly the same texts and keep those members' types. Its
// tape form (fastParseTape) takes only texts fastParseJson takes, all of them but those that
// repeat a key, with the same values, strings copied or borrowed, and a declined text leaves the
// tape's other records as they were.
// tolerant::parseJson never throws, refuses nesting deeper than 512 levels and otherwise
// accepts exactly what nlohmann accepts.
#include "fuzz_support.h"

#include "json/fast_json.h"
#include "json/json_parse.h"
#include "json/json_tape.h"
#include "json/tolerant_json.h"

#include <nlohmann/json.hpp>

#include <cstring>
#include <string_view>

using namespace Qt::StringLiterals;

namespace {

using Json = nlohmann::ordered_json;

const std::vector<std::string> &opaqueKeys()
{
    static const std::vector<std::string> keys = {"args", "response", "payload", "a"};
    return keys;
}

bool isOpaque(const std::string &key)
{
    const std::string folded = tolerant::foldKey(key);
    for (const std::string &k : opaqueKeys()) {
        if (k == folded)
            return true;
    }
    return false;
}

// Exact equality: types, float bits, key order. `opaque`: members with a type-only key need
// only the same type (and the same value for scalars other than strings).
bool same(const Json &a, const Json &b, bool opaque, std::string *where)
{
    if (a.type() != b.type()) {
        *where += " type";
        return false;
    }
    switch (a.type()) {
    case Json::value_t::number_float: {
        const double x = a.get<double>();
        const double y = b.get<double>();
        if (std::memcmp(&x, &y, sizeof x) != 0) {
            *where += " float bits";
            return false;
        }
        return true;
    }
    case Json::value_t::object: {
        if (a.size() != b.size()) {
            *where += " object size";
            return false;
        }
        auto i = a.items().begin();
        auto j = b.items().begin();
        for (; i != a.items().end(); ++i, ++j) {
            if (i.key() != j.key()) {
                *where += " key order";
                return false;
            }
            if (opaque && isOpaque(i.key())) {
                const Json &x = i.value();
                const Json &y = j.value();
                if (x.type() != y.type()) {
                    *where += "." + i.key() + " opaque type";
                    return false;
                }
                if (!x.is_structured() && !x.is_string() && !same(x, y, false, where))
                    return false;
                continue;
            }
            if (!same(i.value(), j.value(), opaque, where)) {
                *where = "." + i.key() + *where;
                return false;
            }
        }
        return true;
    }
    case Json::value_t::array:
        if (a.size() != b.size()) {
            *where += " array size";
            return false;
        }
        for (std::size_t k = 0; k < a.size(); ++k) {
            if (!same(a[k], b[k], opaque, where)) {
                *where = "[" + std::to_string(k) + "]" + *where;
                return false;
            }
        }
        return true;
    default:
        return a == b;
    }
}

// The deepest nesting of containers in `text`, strings skipped as JSON lexes them (exact for
// texts that parse).
int maxDepth(std::string_view text)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

QString show(const Json &value)
{
    return QString::fromStdString(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

// Whether `value` (nlohmann's, which keeps one member per key) may have come from a text that
// repeats a key: a member count below the keys written is not visible in the value, so any
// object counts; the tape may decline those texts only.
bool hasObject(const Json &value)
{
    if (value.is_object())
        return true;
    if (value.is_array()) {
        for (const Json &e : value) {
            if (hasObject(e))
                return true;
        }
    }
    return false;
}

// fastParseTape() against fastParseJson()'s result (`took`, `fast`; `lean` with type-only keys).
void checkTape(const char *text, std::size_t size, bool took, const Json &fast, const Json &lean)
{
    static const char before[] = R"({"before":["a\"b",1]})";
    for (const bool borrow : {false, true}) {
        for (const bool typeOnly : {false, true}) {
            thread_local tolerant::JsonTape tape;
            tape.clear();
            if (!tolerant::fastParseTape(before, std::strlen(before), tape))
                fuzz::fail("fastParseTape refused the record before");
            const std::size_t root = tape.size();
            const bool onTape = tolerant::fastParseTape(
                text, size, tape, typeOnly ? &opaqueKeys() : nullptr, borrow);
            if (toJson(tape.at(0)) != Json::parse(before))
                fuzz::fail("fastParseTape changed the record before");
            if (!onTape) {
                if (tape.size() != root)
                    fuzz::fail("a text fastParseTape declined left values on the tape");
                if (took && !hasObject(fast))
                    fuzz::fail("fastParseTape declined a text without objects that "
                               "fastParseJson takes");
                continue;
            }
            if (!took)
                fuzz::fail("fastParseTape took a text fastParseJson declines");
            std::string where;
            if (!same(typeOnly ? lean : fast, toJson(tape.at(root)), false, &where))
                fuzz::fail("fastParseTape holds another value than fastParseJson builds",
                    QString::fromStdString(where));
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto *text = reinterpret_cast<const char *>(data);
    const std::string_view view(text, size);

    Json fast;
    const bool took = tolerant::fastParseJson(text, size, fast);
    Json lean;
    const bool tookLean = tolerant::fastParseJson(text, size, lean, opaqueKeys());
    if (took != tookLean)
        fuzz::fail("fastParseJson with type-only keys takes different texts");

    Json reference;
    bool nlohmannTook = false;
    std::string why;
    try {
        reference = Json::parse(view.begin(), view.end());
        nlohmannTook = true;
    } catch (const Json::exception &e) {
        why = e.what();
    }
    if (took) {
        if (!nlohmannTook)
            fuzz::fail("fastParseJson took a text nlohmann refuses", QString::fromStdString(why));
        std::string where;
        if (!same(reference, fast, false, &where))
            fuzz::fail("fastParseJson built another value than nlohmann",
                QString::fromStdString(where) + u"\nnlohmann: "_s + show(reference) + u"\nfast: "_s
                    + show(fast));
        where.clear();
        if (!same(reference, lean, true, &where))
            fuzz::fail("fastParseJson with type-only keys built another value",
                QString::fromStdString(where));
    }
    checkTape(text, size, took, fast, lean);

    Json out;
    tolerant::JsonParseFailure failure;
    bool parsed = false;
    try {
        parsed = tolerant::parseJson(view, out, &failure);
        Json typeOnly;
        (void)tolerant::parseJson(view, typeOnly, nullptr, &opaqueKeys());
    } catch (...) {
        fuzz::fail("tolerant::parseJson threw");
    }
    // nlohmann reads a NUL byte as the end of the text: what follows is not part of the value.
    const std::string_view valuePart = view.substr(0, view.find('\0'));
    const int depth = nlohmannTook ? maxDepth(valuePart) : 0;
    if (parsed) {
        if (!nlohmannTook)
            fuzz::fail("parseJson took a text nlohmann refuses");
        if (depth > tolerant::kMaxJsonDepth)
            fuzz::fail("parseJson took a text nested deeper than 512 levels");
        std::string where;
        if (!same(reference, out, false, &where))
            fuzz::fail(
                "parseJson built another value than nlohmann", QString::fromStdString(where));
    } else {
        if (nlohmannTook && depth <= tolerant::kMaxJsonDepth)
            fuzz::fail("parseJson refused a text nlohmann takes", failure.message);
        if (failure.kind == tolerant::JsonParseFailure::Kind::TooDeep
            && maxDepth(valuePart) <= tolerant::kMaxJsonDepth)
            fuzz::fail("parseJson says too deep for a text that is not");
        if (failure.byteOffset > size)
            fuzz::fail("parseJson's failure offset is past the text");
        (void)tolerant::parseFailureDiagnostic(failure, SourceLocation());
    }
    std::size_t offset = 0;
    QString path;
    (void)tolerant::findTooDeep(view, 8, &offset, &path);
    return 0;
}
