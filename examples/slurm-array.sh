#!/bin/bash
# make dataset on a Slurm cluster: one array task per shard, then one job that exports.
#
#   PER_FAMILY=2000 OUT=/shared/warp-dataset SHARDS=16 examples/slurm-array.sh
#
# Run from the repository on a login node: it submits the array (each task runs
# `make dataset SHARD=i/N`, generating and validating its share of the cases into OUT) and an
# export job that starts when every shard has succeeded (a plain `make dataset` with the same
# variables: it finds every case complete and only exports). OUT must be on a file system all
# nodes share; shards write disjoint cases, each file atomically. A failed or preempted shard is
# resumed by resubmitting it: `sbatch --array=<i> ...` with the same variables.
set -euo pipefail

PER_FAMILY=${PER_FAMILY:-2000}
OUT=${OUT:?set OUT to a folder on a shared file system}
SHARDS=${SHARDS:-16}
CPUS=${CPUS:-16}
VARIABLES=(PER_FAMILY="$PER_FAMILY" OUT="$OUT" ${FAMILIES:+FAMILIES="$FAMILIES"} ${KERNEL_SIZE:+KERNEL_SIZE="$KERNEL_SIZE"})

make venv  # once, on the shared checkout, before the tasks start

array=$(sbatch --parsable --job-name=warp-dataset --array="0-$((SHARDS - 1))" \
    --cpus-per-task="$CPUS" --time=08:00:00 --output="slurm-%A_%a.out" \
    --wrap "make dataset ${VARIABLES[*]} JOBS=$CPUS SHARD=\$SLURM_ARRAY_TASK_ID/$SHARDS")
sbatch --parsable --job-name=warp-dataset-export --dependency="afterok:$array" \
    --cpus-per-task=2 --time=01:00:00 --output="slurm-%j-export.out" \
    --wrap "make dataset ${VARIABLES[*]} JOBS=2"
echo "submitted shards as job $array; the export runs after all $SHARDS succeed"
