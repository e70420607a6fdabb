// SPDX-License-Identifier: GPL-2.0-or-later
#include "tool_trajectory.h"

#include "sequence_alignment.h"
#include "json/json_parse.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using Json = nlohmann::ordered_json;
using Status = TrajectoryRow::Status;

namespace {

bool isNumeric(const Json &v)
{
    return v.is_number() || v.is_boolean(); // Python: True == 1
}

double asDouble(const Json &v)
{
    return v.is_boolean() ? (v.get<bool>() ? 1.0 : 0.0) : v.get<double>();
}

/// Python's == on the values JSON holds.
bool pythonEqual(const Json &a, const Json &b)
{
    if (isNumeric(a) && isNumeric(b)) {
        if (a.is_number_float() || b.is_number_float())
            return asDouble(a) == asDouble(b);
        if (a.is_boolean() || b.is_boolean())
            return asDouble(a) == asDouble(b);
        if (a.is_number_unsigned() && b.is_number_unsigned())
            return a.get<std::uint64_t>() == b.get<std::uint64_t>();
        if (a.is_number_unsigned() || b.is_number_unsigned()) { // one may be negative
            const Json &u = a.is_number_unsigned() ? a : b;
            const Json &s = a.is_number_unsigned() ? b : a;
            return s.get<std::int64_t>() >= 0
                && std::uint64_t(s.get<std::int64_t>()) == u.get<std::uint64_t>();
        }
        return a.get<std::int64_t>() == b.get<std::int64_t>();
    }
    if (a.type() != b.type())
        return false;
    if (a.is_array()) {
        if (a.size() != b.size())
            return false;
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!pythonEqual(a[i], b[i]))
                return false;
        }
        return true;
    }
    if (a.is_object()) {
        if (a.size() != b.size())
            return false;
        for (auto it = a.begin(); it != a.end(); ++it) {
            const auto other = b.find(it.key());
            if (other == b.end() || !pythonEqual(it.value(), *other))
                return false;
        }
        return true;
    }
    return a == b; // strings, null
}

QString joined(const QString &prefix, const std::string &key)
{
    const QString k = QString::fromStdString(key);
    return prefix.isEmpty() ? k : prefix + u'.' + k;
}

/// The keys of two argument objects that differ, by JSON path.
void diffKeys(const Json &expected, const Json &actual, const QString &prefix, TrajectoryRow &row)
{
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        const auto other = actual.find(it.key());
        if (other == actual.end())
            row.missingKeys << joined(prefix, it.key());
        else if (it.value().is_object() && other->is_object())
            diffKeys(it.value(), *other, joined(prefix, it.key()), row);
        else if (!pythonEqual(it.value(), *other))
            row.changedKeys << joined(prefix, it.key());
    }
    for (auto it = actual.begin(); it != actual.end(); ++it) {
        if (expected.find(it.key()) == expected.end())
            row.extraKeys << joined(prefix, it.key());
    }
}

Json parsedArgs(const QByteArray &text, bool *ok)
{
    Json v;
    *ok = text.trimmed().isEmpty() || tolerant::parseJson(text, v);
    if (text.trimmed().isEmpty())
        v = Json::object();
    return v;
}

/// Fills the key lists of a pair and says whether its arguments are equal.
bool compareArgs(const TrajectoryCall &expected, const TrajectoryCall &actual, TrajectoryRow &row)
{
    bool okExpected = false;
    bool okActual = false;
    const Json e = parsedArgs(expected.args, &okExpected);
    const Json a = parsedArgs(actual.args, &okActual);
    if (!okExpected || !okActual)
        return expected.args == actual.args;
    if (e.is_object() && a.is_object())
        diffKeys(e, a, QString(), row);
    return pythonEqual(e, a);
}

} // namespace

bool jsonValuesEqual(const QByteArray &a, const QByteArray &b)
{
    Json x;
    Json y;
    if (!tolerant::parseJson(a, x) || !tolerant::parseJson(b, y))
        return a == b;
    return pythonEqual(x, y);
}

QVector<TrajectoryRow> alignTrajectories(
    const QVector<TrajectoryCall> &expected, const QVector<TrajectoryCall> &actual)
{
    struct Placed {
        TrajectoryRow row;
        int key; ///< 2 * actual + 1 for a row with an actual call; 2 * (its place) for one without
    };
    QVector<Placed> placed;
    QVector<int> pairedActual(actual.size(), -1); // the expected call each actual one is with
    QVector<int> pairedExpected(expected.size(), -1);
    const auto pair = [&](int i, int j, Status same, Status differ) {
        TrajectoryRow row;
        row.expected = i;
        row.actual = j;
        row.status = compareArgs(expected.at(i), actual.at(j), row) ? same : differ;
        pairedExpected[i] = j;
        pairedActual[j] = i;
        placed.append({row, 2 * j + 1});
    };
    const QVector<QPair<int, int>> common = longestCommonPairs(int(expected.size()),
        int(actual.size()), [&](int i, int j) { return expected.at(i).name == actual.at(j).name; });
    for (const auto &[i, j] : common)
        pair(i, j, Status::Same, Status::ArgsDiffer);
    // The same tool at another place.
    for (int i = 0; i < expected.size(); ++i) {
        for (int j = 0; pairedExpected.at(i) < 0 && j < actual.size(); ++j) {
            if (pairedActual.at(j) < 0 && expected.at(i).name == actual.at(j).name)
                pair(i, j, Status::OutOfOrder, Status::OutOfOrder);
        }
    }
    // Between two matched pairs (and before the first, after the last): the leftovers side by
    // side, then those with nobody in front.
    for (int g = 0; g <= common.size(); ++g) {
        const int eBegin = g == 0 ? 0 : common.at(g - 1).first + 1;
        const int eEnd = g == common.size() ? int(expected.size()) : common.at(g).first;
        const int aBegin = g == 0 ? 0 : common.at(g - 1).second + 1;
        const int aEnd = g == common.size() ? int(actual.size()) : common.at(g).second;
        QVector<int> left;
        QVector<int> right;
        for (int i = eBegin; i < eEnd; ++i)
            if (pairedExpected.at(i) < 0)
                left.append(i);
        for (int j = aBegin; j < aEnd; ++j)
            if (pairedActual.at(j) < 0)
                right.append(j);
        const int both = int(std::min(left.size(), right.size()));
        for (int k = 0; k < both; ++k)
            pair(left.at(k), right.at(k), Status::NameDiffers, Status::NameDiffers);
        for (int k = both; k < left.size(); ++k) {
            TrajectoryRow row;
            row.status = Status::Missing;
            row.expected = left.at(k);
            placed.append({row, 2 * aEnd});
        }
        for (int k = both; k < right.size(); ++k) {
            TrajectoryRow row;
            row.status = Status::Extra;
            row.actual = right.at(k);
            placed.append({row, 2 * right.at(k) + 1});
        }
    }
    std::stable_sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) {
        return a.key != b.key ? a.key < b.key : a.row.expected < b.row.expected;
    });
    QVector<TrajectoryRow> rows;
    rows.reserve(placed.size());
    for (const Placed &p : std::as_const(placed))
        rows.append(p.row);
    return rows;
}
